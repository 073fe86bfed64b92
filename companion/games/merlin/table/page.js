// Merlin (Feld & Rieneck): the action track with Merlin and the knights, the six provinces with their
// stocks, influence and servants, the Domain with its manors, each player's castle, every scoring by
// category, the final bonuses and the result. Everything Merlin-specific on the page lives here; the
// state is the engine's public JSON (merlin-protocol.md, "Output"), which holds no secret.
"use strict";
(function () {
  var C = Camelot, t = C.t, esc = C.esc;
  var COLOURS = ["black", "grey", "blue", "orange", "purple", "brown"];
  var SERVANTS = ["lady", "shield-bearer", "builder", "flag-bearer"];
  var CATEGORIES = ["traitors", "excalibur", "domain", "influence", "servants", "total"];

  function w(key, params) { return t("m." + key, params); }
  function raw(key) { return C.has("m." + key) ? C.raw("m." + key) : key; }
  function name(s, seat) { return s.players[seat] ? s.players[seat].name : seat; }
  function seatClass(s, seat) { return "ms-" + (s.seats.indexOf(seat) + 1); }
  function chip(s, seat, text) {
    return '<span class="mseat ' + seatClass(s, seat) + '" title="' + esc(name(s, seat)) + '">' +
      esc(text !== undefined ? text : name(s, seat)) + "</span>";
  }
  function initial(s, seat) { return String(name(s, seat)).slice(0, 2); }
  function colour(c) { return raw("colour." + c); }
  // A coloured object with its colour written in it (never told by colour alone: a phone shows no title).
  function square(c, text) {
    return '<span class="msq mc-' + esc(c) + '">' + esc(colour(c)) + (text === undefined || text === "" ? "" : " " + esc(text)) + "</span>";
  }
  function swatch(c) { return '<span class="msq mc-' + esc(c) + '" aria-hidden="true"></span>'; }
  // A Domain tile's terrain: its initial on the tile, its name for a screen reader.
  function terrain(k) {
    var named = raw("terrain." + k);
    return '<span class="tl" aria-hidden="true">' + esc(named.charAt(0)) + '</span><span class="vh">' + esc(named) + "</span>";
  }
  function signed(n) { return (n > 0 ? "+" : n < 0 ? "−" : "") + Math.abs(n); }

  // The track: 24 spaces around a 7 × 7 ring, index 0 (the Dragon's province) at the top left, clockwise.
  function ringCell(i) {
    if (i <= 6) return [1, i + 1];
    if (i <= 12) return [i - 5, 7];
    if (i <= 18) return [7, 19 - i];
    return [25 - i, 1];
  }
  // A space's name, as HTML (escaped).
  function spaceLabel(kind) {
    if (kind.indexOf("province-") === 0) return w("space.province", {colour: raw("colour.f." + kind.slice(9))});
    return esc(raw("space." + kind));
  }
  function track(s) {
    var kinds = (s.board && s.board.track) || [], cells = "";
    for (var i = 0; i < 24; i++) {
      var kind = kinds[i] || "", rc = ringCell(i), marks = "";
      if (s.merlin === i) marks += '<span class="merlin" title="' + w("merlin") + '">M</span>';
      s.seats.forEach(function (seat) {
        if (s.knights[seat] === i) marks += chip(s, seat, initial(s, seat));
      });
      var province = kind.indexOf("province-") === 0 ? " mc-" + kind.slice(9) : "";
      var here = s.turn && s.turn.space === i ? " here" : "";
      cells += '<div class="mspace' + province + here + '" id="space-' + i + '" style="grid-row:' + rc[0] +
        ";grid-column:" + rc[1] + '"><span class="n">' + (i + 1) + '</span><span class="k">' +
        (kind ? spaceLabel(kind) : "") + '</span><span class="marks">' + marks + "</span></div>";
    }
    var middle = '<div class="mcentre">' + centre(s) + "</div>";
    return '<section id="track"><h2>' + w("track") + (s.board && s.board.provisional ? ' <span class="small muted">' +
      w("provisional") + "</span>" : "") + '</h2><div class="mring">' + cells + middle + "</div></section>";
  }
  function centre(s) {
    var out = "<p><b>" + w("round", {n: s.round}) + "</b></p>";
    out += '<p class="small">' + w("apples", {n: s.apples}) + "</p>";
    out += '<p class="small">' + w("relics", {
      excalibur: s.excalibur ? name(s, s.excalibur) : raw("on-board"),
      grail: s.grail ? name(s, s.grail) : raw("on-board")}) + "</p>";
    out += '<p class="small">' + w("quests.counts", {deck: s.quests.deck, display: s.quests.display, discard: s.quests.discard}) + "</p>";
    out += '<p class="small">' + w("traitor-tiles", {pile: s.traitor_tiles.pile, discard: s.traitor_tiles.discard}) + "</p>";
    return out;
  }

  function provinces(s) {
    var out = COLOURS.filter(function (c) { return s.provinces[c]; }).map(function (c) {
      var p = s.provinces[c];
      var influence = s.seats.filter(function (seat) { return p.influence[seat]; }).map(function (seat) {
        return chip(s, seat, name(s, seat) + " " + p.influence[seat]);
      }).join(" ") || '<span class="muted">—</span>';
      var servants = SERVANTS.map(function (sv) {
        var who = p.servants[sv];
        return '<li class="' + (who ? "" : "muted") + '">' + esc(raw("servant." + sv)) + raw("sep") +
          (who ? chip(s, who) : "—") + "</li>";
      }).join("");
      return '<article class="mprov" id="province-' + c + '"><h3 class="mc-' + c + '">' + w("province", {colour: raw("colour.f." + c)}) +
        '</h3><p class="small">' + w("stock", {shields: p.shields, flags: p.flags, materials: p.materials}) +
        '</p><p class="small"><b>' + w("influence") + "</b> " + influence + '</p><ul class="mservants">' + servants + "</ul></article>";
    }).join("");
    return '<section id="provinces"><h2>' + w("provinces") + '</h2><div class="mprovs">' + out + "</div></section>";
  }

  function domain(s) {
    var d = s.domain;
    if (!d || !d.rows) return '<section id="domain"><h2>' + w("domain") + '</h2><p class="muted">' + w("domain.none") + "</p></section>";
    var head = "<tr><td></td>" + [1, 2, 3, 4, 5, 6].map(function (n) { return "<th>" + n + "</th>"; }).join("") + "</tr>";
    var rows = d.rows.map(function (row, r) {
      var letter = "abcd"[r];
      return "<tr><th>" + letter + "</th>" + row.split("").map(function (tile, c) {
        var at = letter + (c + 1), owner = d.manors[at], tower = tile !== tile.toLowerCase();
        return '<td class="mtile mt-' + tile.toLowerCase() + '" id="tile-' + at + '">' + terrain(tile.toLowerCase()) +
          (tower ? '<span class="tower" aria-hidden="true">♜</span><span class="vh">' + esc(raw("tower")) + "</span>" : "") +
          (owner ? chip(s, owner, initial(s, owner)) : "") + "</td>";
      }).join("") + "</tr>";
    }).join("");
    var key = ["m", "w", "l"].map(function (k) {
      return '<span class="mtile-key mt-' + k + '" aria-hidden="true">' + esc(raw("terrain." + k).charAt(0)) + "</span>" + esc(raw("terrain." + k));
    }).join(" · ");
    return '<section id="domain"><h2>' + w("domain") + '</h2><table class="mdomain">' + head + rows + '</table><p class="small">' +
      key + " · ♜ " + esc(raw("tower")) + "</p></section>";
  }

  function objects(counts) {
    var out = COLOURS.filter(function (c) { return counts[c]; }).map(function (c) { return square(c, counts[c]); }).join("");
    return out || '<span class="muted">—</span>';
  }
  function castle(s, seat) {
    var p = s.players[seat];
    if (!p) return "";
    var marks = [];
    if (p.excalibur) marks.push('<span class="tag won">' + w("excalibur") + "</span>");
    if (p.grail) marks.push('<span class="tag won">' + w("grail") + "</span>");
    if (s.first === seat) marks.push('<span class="tag muted">' + w("first") + "</span>");
    var dice = (p.dice.knight || []).map(function (v) { return '<b class="die">' + esc(v) + "</b>"; }).join("") +
      // Merlin's die says it is his with an « M », not only by its colour.
      (p.dice.merlin || []).map(function (v) {
        return '<b class="die merlin" role="img" aria-label="' + w("merlin") + " " + esc(v) + '"><small>M</small>' + esc(v) + "</b>";
      }).join("");
    var servants = SERVANTS.map(function (sv) {
      var at = p.servants[sv];
      return esc(raw("servant." + sv)) + raw("sep") + (at === "castle" ? esc(raw("castle")) : swatch(at) + esc(raw("colour.f." + at)));
    }).join(" · ");
    var traitors = p.traitors.length ? p.traitors.map(function (c) { return square(c); }).join("") : '<span class="muted">—</span>';
    var current = s.current === seat && !s.over ? " current" : "";
    return '<li class="mplayer' + current + '" id="player-' + esc(seat) + '"><div class="mhead">' + chip(s, seat) + " " + marks.join(" ") +
      '<span class="score" title="' + w("score") + '">' + esc(p.score) + "</span></div>" +
      '<dl class="mcastle">' +
      "<dt>" + w("dice") + "</dt><dd>" + (dice || '<span class="muted">—</span>') + "</dd>" +
      "<dt>" + w("shields") + "</dt><dd>" + objects(p.shields) + "</dd>" +
      "<dt>" + w("flags") + "</dt><dd>" + objects(p.flags) + "</dd>" +
      "<dt>" + w("materials") + "</dt><dd>" + objects(p.materials) + "</dd>" +
      "<dt>" + w("traitors") + "</dt><dd>" + traitors + "</dd>" +
      "<dt>" + w("supplies") + "</dt><dd>" + w("supplies.n", {apples: p.apples, staffs: p.staffs, reserve: p.reserve}) + "</dd>" +
      "<dt>" + w("servants") + '</dt><dd class="small">' + servants + "</dd>" +
      "<dt>" + w("manors") + "</dt><dd>" + (p.manors.length ? esc(p.manors.join(" ")) : "—") + ' <span class="small muted">' +
      w("manors.left", {n: p.manors_left}) + "</span></dd>" +
      "<dt>" + w("quests") + "</dt><dd>" + w("quests.n", {hand: p.hand, done: p.completed.length}) +
      (p.completed.length ? ' <span class="small">(' + esc(p.completed.join(", ")) + ")</span>" : "") + "</dd>" +
      "</dl></li>";
  }
  function players(s) {
    return '<section><h2>' + w("players") + '</h2><ol class="mplayers" id="players">' +
      s.seats.map(function (seat) { return castle(s, seat); }).join("") + "</ol></section>";
  }

  // A scoring as a table: a row per category, a column per player (four players fit a phone).
  function grid(s, rows, label, value, caption) {
    var head = "<tr><td></td>" + s.seats.map(function (seat) { return "<th>" + chip(s, seat) + "</th>"; }).join("") + "</tr>";
    var body = rows.map(function (row) {
      return '<tr class="' + (row === "total" ? "mtotal" : "") + '"><th>' + label(row) + "</th>" + s.seats.map(function (seat) {
        var v = value(seat, row);
        return "<td>" + esc(v === undefined || v === null ? "—" : signed(v)) + "</td>";
      }).join("") + "</tr>";
    }).join("");
    // A data table may scroll inside its own box on a narrow screen; the page itself never scrolls sideways.
    return '<div class="mscore-box" tabindex="0" role="region" aria-label="' + esc(caption) + '"><table class="mscore">' + head + body +
      "</table></div>";
  }

  function scoring(s, round) {
    var sc = s.scorings[round], details = (s.scoring_details || {})[round];
    var table = grid(s, CATEGORIES, function (c) { return w("cat." + c); }, function (seat, c) {
      return (sc.players[seat] || {})[c];
    }, raw("scoring").replace("{n}", round));
    var grail = sc.grail ? '<p class="small">' + w("grail.chose", {colour: raw("colour.f." + sc.grail)}) + "</p>" : "";
    return '<article class="mscoring" id="scoring-' + esc(round) + '"><h3>' + w("scoring", {n: round}) + "</h3>" + grail +
      table + detail(s, details) + "</article>";
  }
  // The scoring's working, category by category, when the engine gives it (its `scoring_details`).
  function detail(s, d) {
    if (!d) return "";
    var out = [];
    if (d.traitors) out.push("<li><b>" + w("cat.traitors") + "</b> " + s.seats.filter(function (seat) { return d.traitors[seat]; }).map(function (seat) {
      var tr = d.traitors[seat], rep = Object.keys(tr.repelled || {}).map(function (c) { return square(c, tr.repelled[c]); }).join("");
      return chip(s, seat) + " " + w("repelled", {n: Object.keys(tr.repelled || {}).reduce(function (a, c) { return a + tr.repelled[c]; }, 0)}) +
        " " + rep + " · " + w("unrepelled", {n: tr.unrepelled});
    }).join(" ; ") + "</li>");
    if (d.zones) out.push("<li><b>" + w("cat.domain") + "</b> " + d.zones.map(function (z) {
      var pts = Object.keys(z.points || {}).map(function (seat) { return chip(s, seat, name(s, seat) + " " + signed(z.points[seat])); }).join(" ");
      return '<span class="mt-' + esc(z.terrain) + ' zone">' + esc(raw("terrain." + z.terrain)) + " " + esc(z.tiles.length) + "</span> " + pts;
    }).join(" ; ") + "</li>");
    if (d.influence) out.push("<li><b>" + w("cat.influence") + "</b> " + COLOURS.filter(function (c) { return d.influence[c]; }).map(function (c) {
      var inf = d.influence[c], pts = Object.keys(inf.points || {}).map(function (seat) { return chip(s, seat, name(s, seat) + " " + signed(inf.points[seat])); }).join(" ");
      return square(c) + " " + (pts || '<span class="muted">0</span>') + (inf.grail ? " (" + w("grail") + ")" : "");
    }).join(" ; ") + "</li>");
    return out.length ? '<details><summary>' + w("detail") + '</summary><ul class="small mdetail">' + out.join("") + "</ul></details>" : "";
  }
  function scorings(s) {
    var rounds = Object.keys(s.scorings || {}).sort();
    if (!rounds.length) return "";
    return '<section id="scorings"><h2>' + w("scorings") + "</h2>" + rounds.map(function (r) { return scoring(s, r); }).join("") +
      final(s) + "</section>";
  }
  function final(s) {
    if (!s.final) return "";
    var table = grid(s, ["apples", "staffs", "items", "total"], function (k) { return w(k === "total" ? "cat.total" : "final." + k); },
      function (seat, k) { return (s.final[seat] || {})[k]; }, raw("final"));
    return '<article class="mscoring" id="final"><h3>' + w("final") + "</h3>" + table + "</article>";
  }
  function over(s) {
    if (!s.over || !s.result) return "";
    var winners = (s.result.winners || []).map(function (seat) { return name(s, seat); });
    var score = String(s.result.score).replace("-", "−");
    return '<section class="over" id="over"><h2>' + w("over") + "</h2><p><b>" +
      (winners.length > 1 ? w("winners", {names: winners.slice(0, -1).join(", ") + raw("and") + winners[winners.length - 1], score: score}) :
        w("winner", {name: winners[0] || "", score: score})) + "</b></p><h3>" + t("page.recap") +
      '</h3><img alt="' + t("page.recap.alt") + '" id="recap" src="/recap.png?lang=' + C.lang() + "&amp;game=" + esc(s.game_id) +
      '" onerror="this.remove()"></section>';
  }

  function waiting(s) {
    var wt = s.waiting || {}, due = [];
    if (wt.domain) due.push(w("wait.domain"));
    ["start", "traitors", "roll"].forEach(function (k) {
      if (wt[k] && wt[k].length) due.push(w("wait." + k, {names: wt[k].map(function (seat) { return name(s, seat); }).join(", ")}));
    });
    return due.length ? '<p class="small" id="waiting"><b>' + w("waiting") + "</b> " + due.join(" · ") + "</p>" : "";
  }
  function question(s) {
    if (C.box() && C.box().prompt) return "";   // the box's own words are shown above
    var p = s.pending;
    if (p && p.decision === "grail") {
      return '<p class="prompt" id="decision">' + w("pending.grail", {name: name(s, p.player),
        options: p.options.map(function (o) { return o === "none" ? raw("none") : raw("colour.f." + o); }).join(", ")}) + "</p>";
    }
    if (s.turn && s.current) return '<p class="prompt" id="decision">' + w("to-play", {name: name(s, s.current)}) + "</p>";
    return "";
  }
  function head(s) {
    var tn = s.turn, parts = [w("round", {n: s.round})];
    if (s.first) parts.push(w("first.name", {name: name(s, s.first)}));
    if (tn) {
      parts.push(w("turn", {name: name(s, tn.player), n: tn.number}));
      if (tn.die !== null && tn.die !== undefined) parts.push(w("die", {n: tn.die, figure: raw("figure." + tn.figure)}));
      if (tn.kind) parts.push(spaceLabel(tn.kind));
    }
    parts.push(esc(raw("phase." + s.phase)));
    return '<section class="turn" id="turn">' + parts.join(" · ") + waiting(s) + "</section>";
  }

  C.renderers.merlin = function (s) {
    if (!s.seats || !s.players) return '<p class="empty" id="no-game">' + t("page.no-game") + "</p>";
    return over(s) + head(s) + question(s) + track(s) + players(s) + provinces(s) + domain(s) + scorings(s);
  };
})();
