// Knizia's Camelot (tournaments): the colour, every display in order, totals, tokens, the record.
// Everything tournament-specific on the page lives here; the state is the engine's public JSON.
"use strict";
(function () {
  var C = Camelot, t = C.t, esc = C.esc;
  var COLOURS = ["purple", "red", "blue", "yellow", "green"];

  function word(slug) { return C.has("tournament." + slug) ? C.raw("tournament." + slug) : String(slug); }
  function colourOf(slug) {
    var c = String(slug).split("-")[0];
    return COLOURS.indexOf(c) >= 0 ? c : "white";   // squires and maidens are white supporters
  }
  function chip(colour) {
    return colour ? '<span class="chip c-' + esc(colour) + '">' + esc(word(colour)) + "</span>" : "";
  }
  function name(s, seat) { return s.players[seat] ? s.players[seat].name : seat; }

  function display(p) {
    if (!p.display.length) return '<div class="cards"><span class="muted">' + t("t.empty") + "</span></div>";
    return '<div class="cards">' + p.display.map(function (slug, i) {
      var kind = colourOf(slug);
      // The value on the card, its name (colour, squire, maiden) for a screen reader; a maiden's crown for every eye.
      return '<b class="tcard c-' + kind + (slug.indexOf("maiden") === 0 ? " maiden" : "") + '" role="img" aria-label="' +
        esc(word(slug)) + '">' + esc(p.values[i]) + "</b>";
    }).join("") + "</div>";
  }
  // The tokens won, as coloured rings and written out (a colour is never the only carrier of a fact).
  function tokens(p) {
    var owned = COLOURS.filter(function (c) { return p.tokens.indexOf(c) >= 0; });
    return '<span class="tokens" aria-hidden="true">' + COLOURS.map(function (c) {
      return '<i class="token c-' + c + (owned.indexOf(c) >= 0 ? " owned" : "") + '"></i>';
    }).join("") + '</span> <span class="small">' + t("t.tokens.owned", {list: owned.length ?
      owned.map(function (c) { return word(c); }).join(", ") : "—"}) + "</span>";
  }

  function players(s) {
    return s.seats.map(function (seat, i) {
      var p = s.players[seat], marks = [];
      if (!p) return "";
      if (p.withdrawn) marks.push('<span class="tag muted">' + t("t.withdrawn") + "</span>");
      if (p.shield) marks.push('<span class="tag won">' + t("t.shield") + "</span>");
      if (p.stunned) marks.push('<span class="tag lost">' + t("t.stunned") + "</span>");
      var cls = "player" + (seat === s.current && !s.over ? " current" : "") + (p.withdrawn ? " out" : "");
      return '<li class="' + cls + '" id="player-' + esc(seat) + '"><span class="seat">' + (i + 1) + "</span>" +
        "<div><b>" + esc(p.name) + "</b> " + marks.join(" ") + "<br>" + tokens(p) + "</div>" +
        '<div class="total" title="' + t("t.total") + '">' + esc(p.total) + "</div>" +
        '<div class="display">' + display(p) + "</div></li>";
    }).join("");
  }

  // The question, in the page's own words while the tournament has no front end of its own.
  function question(s) {
    if (s.over || (C.box() && C.box().prompt)) return "";
    var p = s.pending, who = name(s, (p && p.player) || s.current), text;
    if (p) {
      var options = (p.options || []).map(function (o) {
        return s.players[o] ? s.players[o].name : word(o);
      }).join(", ");
      text = C.has("t.pending." + p.decision) ? t("t.pending." + p.decision, {name: who, options: options, value: p.value}) : "";
    } else if (s.phase === "colour") {
      text = t("t.names-colour", {name: who});
    } else if (s.opening_turn && s.colour) {
      text = t("t.opening", {name: who, colour: word(s.colour)});
    } else {
      text = t("t.to-play", {name: who});
    }
    return text ? '<p class="prompt" id="decision">' + text + "</p>" : "";
  }

  function head(s) {
    var colour = s.colour ? chip(s.colour) : '<span class="muted">' + t("t.colour.none") + "</span>";
    var notes = [];
    if (s.colour === "green") notes.push(t("t.green-note"));
    if (!s.colour && s.last_colour === "purple") notes.push(t("t.colour.no-purple"));
    return '<section class="turn tourney c-' + esc(s.colour || "none") + '" id="turn"><b>' +
      t("t.tournament", {n: s.tournament}) + "</b> " + colour + " · " + t("t.turn", {turn: s.turn}) +
      (notes.length ? '<p class="small">' + notes.join(" · ") + "</p>" : "") + "</section>";
  }

  function record(s) {
    var numbers = Object.keys(s.tournaments || {}).sort(function (a, b) { return a - b; });
    var rows = numbers.map(function (n) {
      var r = s.tournaments[n];
      return '<li><span class="turn">' + esc(n) + "</span> " + chip(r.colour) + " " +
        t("t.record.win", {name: name(s, r.winner), total: r.total}) +
        (r.token ? ' <i class="token owned c-' + esc(r.token) + '" aria-hidden="true"></i> <span class="small">' +
          t("t.record.token", {colour: word(r.token)}) + "</span>" : "") +
        "</li>";
    }).join("");
    return '<section class="record" id="record"><h2>' + t("t.record") + ' <span class="small right">' +
      t("t.tokens-to-win", {n: s.tokens_to_win}) + "</span></h2>" +
      (rows ? "<ol>" + rows + "</ol>" : '<p class="small">' + t("t.record.none") + "</p>") + "</section>";
  }

  function over(s) {
    if (!s.over || !s.result) return "";
    // The recap picture when the game has one (the image hides itself when there is none).
    return '<section class="over" id="over"><h2>' + t("t.over") + "</h2><p><b>" +
      t("t.winner", {name: name(s, s.result.winner)}) + '</b></p><img alt="' + t("page.recap.alt") + '" onerror="this.remove()" src="/recap.png?lang=' +
      C.lang() + "&amp;game=" + esc(s.game_id) + '"></section>';
  }

  C.renderers.tournament = function (s) {
    if (!s.seats) return '<p class="empty" id="no-game">' + t("page.no-game") + "</p>";
    return over(s) + head(s) + question(s) + '<section class="players-box"><h2>' + t("t.players") +
      ' <span class="small right">' + t("t.total") + '</span></h2><ol class="players" id="players">' + players(s) +
      "</ol></section>" + record(s);
  };
})();
