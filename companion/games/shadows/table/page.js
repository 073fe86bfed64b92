// Shadows over Camelot: the whole public board as pictures. Everything Shadows-specific on the
// page lives here; the state is the engine's public JSON, so a face-down card is only a count.
"use strict";
(function () {
  var C = Camelot, t = C.t, esc = C.esc;

  function rawName(value) {
    var kinds = ["knight.", "place.", "relic.", "effect."];
    for (var i = 0; i < kinds.length; i++) if (C.has(kinds[i] + value)) return C.raw(kinds[i] + value);
    return String(value);
  }
  function name(value) { return esc(rawName(value)); }
  // A grammatical case of a name (French: `de` « du Roi Arthur »), else « de » and its plain form.
  function rawCase(value, c) {
    var key = "knight." + value + "#" + c;
    return C.has(key) ? C.raw(key) : (C.lang() === "fr" ? "de " : "") + rawName(value);
  }
  function pips(n, of, cls) {
    var out = "";
    for (var i = 0; i < of; i++) out += '<i class="pip ' + (i < n ? cls : "off") + '"></i>';
    return out;
  }
  function swords(s) {
    var out = "", total = s.swords.white + s.swords.black;
    for (var i = 0; i < 12; i++) {
      var c = i < s.swords.white ? "white" : i < total ? "black" : "off";
      out += '<i class="sword ' + c + '"></i>';
    }
    return out;
  }
  function cards(white, black, up) {
    var out = white.map(function (v) { return '<b class="card white">' + esc(v) + "</b>"; }).join("");
    out += up.map(function (v) { return '<b class="card black">' + esc(v) + "</b>"; }).join("");
    for (var i = up.length; i < black; i++) out += '<b class="card back" title="' + t("page.face-down") + '">?</b>';
    return '<div class="cards">' + (out || '<span class="muted">—</span>') + "</div>";
  }
  function status(st) {
    if (st === "won" || st === "lost") return '<span class="tag ' + st + '">' + t("page." + st) + "</span>";
    if (st === "waiting") return '<span class="tag muted">' + t("page.waiting") + "</span>";
    return "";
  }
  function quest(id, body, extra) {
    return '<article class="quest q-' + id + '" id="quest-' + id + '"><h3>' + name(id) + " " + (extra || "") + "</h3>" + body + "</article>";
  }

  function quests(s) {
    var q = s.quests, out = "";
    var bk = q["black-knight"];
    out += quest("black-knight", cards(bk.white, bk.black, bk.black_up) +
      '<p class="small">' + t("page.score", {won: bk.won, lost: bk.lost}) + "</p>");
    ["lancelot", "dragon"].forEach(function (id) {
      out += quest(id, q[id].status === "active" ? cards(q[id].white, q[id].black, q[id].black_up) : "", status(q[id].status));
    });
    ["picts", "saxons"].forEach(function (id) {
      var w = q[id];
      out += quest(id, cards(w.white, 0, []) + '<p class="warriors">' + pips(w.warriors, 4, "warrior") + " " +
        t("page.warriors", {n: w.warriors}) + (w.mordred ? ' <span class="tag lost">' + t("page.mordred") + "</span>" : "") +
        '</p><p class="small">' + t("page.score", {won: w.won, lost: w.lost}) + "</p>");
    });
    var g = q.grail, spaces = "";
    for (var i = 0; i < 7; i++) {
      var c = i < g.grail ? "cup" : i >= 7 - g.despair ? "despair" : "off";
      spaces += '<i class="space ' + c + '"></i>';
    }
    out += quest("grail", '<div class="track seven">' + spaces + '</div><p class="small">' + t("page.grail.cups", {n: g.grail}) +
      " · " + t("page.grail.despair", {n: g.despair}) + (g.dark_forest ? ' · <span class="tag lost">' + t("page.forest") + "</span>" : "") + "</p>",
      status(g.status));
    var x = q.excalibur, cells = "";
    for (var p = -5; p <= 5; p++) cells += '<i class="cell' + (p === x.position ? " sword-here" : "") + (p === 0 ? " mid" : "") + '"></i>';
    out += quest("excalibur", '<div class="track eleven">' + cells + '</div><p class="small">' +
      t("page.excalibur.pos", {n: (x.position > 0 ? "+" : "") + x.position}) + "</p>", status(x.status));
    return '<section class="quests">' + out + "</section>";
  }

  function knights(s) {
    return s.seats.map(function (k, i) {
      var kn = s.knights[k], marks = [];
      if (!kn) return "";
      if (!kn.alive) marks.push('<span class="tag lost">' + t("page.dead") + "</span>");
      if (kn.traitor) marks.push('<span class="tag lost">' + t("page.unmasked") + "</span>");
      else if (kn.loyal) marks.push('<span class="tag won">' + t("page.loyal") + "</span>");
      if (kn.accused && !kn.traitor) marks.push('<span class="tag warn">' + t("page.accused") + "</span>");
      if (kn.squire) marks.push('<span class="tag muted">' + t("page.squire") + "</span>");
      var relics = kn.relics.map(function (r) { return '<span class="tag relic">' + name(r) + "</span>"; }).join(" ");
      // A dead knight and the unmasked Traitor have left the board (the engine's place `out`): no place;
      // the Traitor has no Points de Bravoure any more (annexe 1).
      var gone = !kn.alive || kn.traitor;
      var place = gone ? "" : '<span class="small">' + name(kn.place) + "</span> ";
      var life = kn.traitor ? '<span class="n muted">—</span>' :
        pips(kn.life, Math.max(6, kn.life), "heart") + '<span class="n">' + esc(kn.life) + "</span>";
      return '<li class="knight' + (k === s.current ? " current" : "") + (gone ? " dead" : "") + '" id="knight-' + esc(k) + '">' +
        '<span class="seat">' + (i + 1) + '</span><div><b>' + name(k) + "</b> " + marks.join(" ") +
        "<br>" + place + relics + '</div><div class="life" title="' + t("page.life") + '">' + life + "</div></li>";
    }).join("");
  }

  function decision(s) {
    var p = s.pending;
    if (!p || s.prompt || (C.box() && C.box().prompt)) return "";
    var key = "decision." + p.decision + (p.decision === "black" && p.morgan_three ? "-morgan-three" : "");
    var params = {};
    Object.keys(p).forEach(function (k) {
      params[k] = Array.isArray(p[k]) ? p[k].map(rawName).join(", ") : typeof p[k] === "string" ? rawName(p[k]) : p[k];
    });
    return C.has(key) ? '<p class="prompt" id="decision">' + t(key, params) + "</p>" : "";
  }

  // Accusations stay open while a Traitor may still be hidden: none unmasked, someone not known loyal.
  function canAccuse(s) {
    if (s.options.no_traitor) return false;
    var ks = s.seats.map(function (k) { return s.knights[k]; }).filter(Boolean);
    if (ks.some(function (kn) { return kn.traitor; })) return false;
    return ks.some(function (kn) { return kn.alive && !kn.loyal; });
  }

  function warnings(s) {
    var w = [];
    if (s.over) return "";
    if (s.siege === 11) w.push(t("page.warn.siege"));
    if (s.swords.black === 6) w.push(t("page.warn.black"));
    if (canAccuse(s) && (s.swords.white + s.swords.black >= 6 || s.siege >= 6)) w.push(t("page.warn.accuse"));
    return w.map(function (x) { return '<p class="warn">' + x + "</p>"; }).join("");
  }

  function table(s) {
    return '<section class="table" id="round-table"><h2>' + t("page.table") + "</h2>" +
      '<div class="swords" id="swords">' + swords(s) + "</div>" +
      '<p class="small"><span class="key white"></span>' + t("page.white") + " <b>" + s.swords.white + "</b> · " +
      '<span class="key black"></span>' + t("page.black") + " <b>" + s.swords.black + "</b></p>" +
      '<div class="siege" id="siege">' + pips(s.siege, 12, "engine") + "</div>" +
      '<p class="small">' + t("page.siege") + " <b>" + s.siege + "</b>/12</p>" + warnings(s) + "</section>";
  }

  // A relic's state agrees with its gender (« le Saint Graal : utilisé », « Excalibur : utilisée »).
  function relicState(relic, status) {
    var gender = C.has("relic." + relic + "@gender") ? C.raw("relic." + relic + "@gender") : "";
    var key = "page.relic." + status + "." + gender;
    return C.raw(C.has(key) ? key : "page.relic." + status);
  }

  function sidebar(s) {
    var effects = s.effects.length ? s.effects.map(name).join(", ") : t("page.none");
    var relics = Object.keys(s.relics).map(function (r) {
      var st = s.relics[r];
      return t("page.relic.line", {relic: rawName(r), state: st.status === "held" ? rawName(st.holder) : relicState(r, st.status)});
    }).join(" · ");
    return '<section class="facts"><p><b>' + t("page.effects") + "</b> " + effects + "</p>" +
      '<p id="deck"><b>' + t("page.deck") + "</b> " + t("page.deck.n", {n: s.black_deck}) + "</p>" +
      "<p><b>" + t("page.relics") + "</b> " + relics + "</p></section>";
  }

  function forecast() {
    var f = C.extras.forecast;
    if (!f || !f.odds.length) return "";
    var rows = f.odds.map(function (o) {
      return '<li><span class="bar" style="width:' + Math.max(2, o.percent) + '%"></span><span class="label">' +
        esc(o[C.lang()] || o.fr) + " <b>" + esc(Math.round(o.percent)) + " %</b> <span class=\"small\">(" + esc(o.cards) + ")</span></span></li>";
    }).join("");
    return '<section class="forecast" id="forecast"><h2>' + t("page.forecast") + '</h2><ol>' + rows + "</ol></section>";
  }

  function over(s) {
    if (!s.over || !s.result) return "";
    return '<section class="over" id="over"><h2>' + t("page.over") + "</h2><p><b>" + t("page.winner." + s.result.winner) + "</b> " +
      t("reason." + s.result.reason) + '</p><h3>' + t("page.recap") + '</h3><img alt="' + t("page.recap.alt") + '" src="/recap.png?lang=' + C.lang() +
      "&amp;game=" + esc(s.game_id) + '"></section>';
  }

  C.renderers.shadows = function (s) {
    if (!s.seats) return '<p class="empty" id="no-game">' + t("page.no-game") + "</p>";
    var head = '<section class="turn" id="turn"><b>' + t("page.turn", {turn: s.turn}) + "</b> · " +
      (s.current && !s.over ? t("page.to-play", {knight: rawName(s.current), knight_de: rawCase(s.current, "de")}) + " · " : "") +
      t("phase." + s.phase) + "</section>";
    return over(s) + head + decision(s) + table(s) + quests(s) + '<section><h2>' + t("page.knights") + ' <span class="small right">' + t("page.life") + "</span>" +
      '</h2><ol class="knights" id="knights">' + knights(s) + "</ol></section>" + sidebar(s) + forecast();
  };
})();
