// A phone paired as a seat (issue 24): its seat's menu as large buttons when it has something to
// decide, else whose turn it is. The box decides everything: this only shows its answers and sends taps.
(function () {
  "use strict";
  var path = [], menu = null, note = "", sending = false, asked = 0;
  // A tap says how long its buttons had been shown (the box ignores one on buttons drawn less than 400 ms
  // before: it was aimed at the ones before, docs/web.md "Taps"): `drawn` is what they would do, `drawnAt`
  // when that last changed (another position of the journal, level, prompt or button).
  var drawn = "", drawnAt = 0;
  var TAP_WAIT_MS = 6000;   // a little over the box's own wait (5 s, then « busy »): past it, the tap is sent again
  function lang() { return window.Camelot && Camelot.lang ? Camelot.lang() : "fr"; }
  // The seat's words are the frame's (core/locale/page.LANG.ftl, `seat_*`).
  function w(key) { return Camelot.raw("seat." + key); }
  function esc(s) { return String(s).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; }); }
  function panel() { return document.getElementById("seat"); }

  function load() {
    var mine = ++asked;
    fetch("/seat/menu?path=" + path.join(".") + "&lang=" + lang(), {credentials: "same-origin"})
      .then(function (r) { return r.status === 401 ? null : r.json(); })
      .then(function (m) { if (mine === asked) show(m); })
      .catch(function () { /* the next state asks again */ });
  }

  function show(m) {
    var p = panel();
    if (!m) { p.hidden = true; return; }
    p.hidden = false;
    if (!m.ok) {
      if (m.error === "no-such-choice" && path.length) { path = []; load(); return; }
      if (m.error === "too-many") { setTimeout(load, 2000); return; }   // keeps what it shows, asks again
      p.innerHTML = '<p class="seat-note">' + esc(m.message) + "</p>";
      return;
    }
    menu = m;
    var what = JSON.stringify([m.position, path, m.prompt, m.options]);
    if (what !== drawn) { drawn = what; drawnAt = now(); }
    var html = '<p class="seat-who">' + esc(m.name + " · " + m.place) + "</p>";
    if (note) html += '<p class="seat-note">' + esc(note) + "</p>";
    (m.said || []).forEach(function (line) { html += '<p class="seat-said">' + esc(line) + "</p>"; });
    html += '<p class="seat-prompt">' + esc(m.prompt) + "</p>";
    (m.options || []).forEach(function (o, i) {
      var off = o.not_now || o.at_box || !(o.line || o.opens);
      var why = o.why ? o.why : (o.at_box ? w("at-box") : "");
      html += '<button type="button" class="seat-option" data-i="' + i + '"' + (off ? " disabled" : "") + ">" +
        esc(o.label) + (off && why ? '<small>' + esc(why) + "</small>" : "") + "</button>";
    });
    if (m.scan) html += '<p class="seat-note">' + esc(w("scan")) + "</p>";
    if (path.length) html += '<button type="button" class="seat-back">' + esc(w("back")) + "</button>";
    html += '<div id="seat-mine"></div>';
    p.innerHTML = html;
    var at = path.slice();    // the level these buttons are on: a state's news resets `path` before they are redrawn
    Array.prototype.forEach.call(p.querySelectorAll(".seat-option"), function (b) {
      b.onclick = function () { choose(m, at, m.options[+b.getAttribute("data-i")], now() - drawnAt); };
    });
    var back = p.querySelector(".seat-back");
    if (back) back.onclick = function () { path.pop(); note = ""; load(); };
    showMine();
  }

  // What the box believes this seat holds (Merlin's castle, a tournament display, a knight), on top:
  // a copy of the board's own drawing of it (its ids renamed, the board keeps its own).
  function mine(seat) {
    var drawn = document.getElementById("player-" + seat) || document.getElementById("knight-" + seat);
    if (!drawn) return "";
    var copy = drawn.cloneNode(true);
    copy.removeAttribute("id");
    Array.prototype.forEach.call(copy.querySelectorAll("[id]"), function (e) { e.removeAttribute("id"); });
    var list = drawn.parentNode && drawn.parentNode.tagName === "OL" ? drawn.parentNode.className : "";
    return '<ol class="seat-mine ' + esc(list) + '">' + copy.outerHTML + "</ol>";
  }

  function showMine() {
    var spot = document.getElementById("seat-mine");
    if (spot && menu) spot.innerHTML = mine(menu.seat);
  }

  function now() { return window.performance && performance.now ? performance.now() : Date.now(); }

  // A tap's own id, drawn for each tap: the box answers the same tap sent again with its first answer.
  function tapId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }

  // One tap, as its screen showed it: the journal's position of its menu, the path and the line its button
  // sends, how long the menu had been shown, its id. No answer in TAP_WAIT_MS, or the box busy or away: the
  // very same tap (same body, same id) is sent once more, and the box never plays it twice.
  function send(body, again) {
    var stop = window.AbortController ? new AbortController() : null;
    var timer = stop ? setTimeout(function () { stop.abort(); }, TAP_WAIT_MS) : null;
    function retry(reason) { if (again) return send(body, false); throw reason; }
    return fetch("/seat/tap", {method: "POST", credentials: "same-origin", body: body,
                               headers: {"Content-Type": "application/json"}, signal: stop ? stop.signal : undefined})
      .then(function (r) {
        clearTimeout(timer);
        if (r.status >= 500) return retry(new Error("no answer"));
        return r.json();
      }, function (reason) { clearTimeout(timer); return retry(reason); });
  }

  // A button of menu `m`, drawn at level `at`, tapped `shown` ms after the buttons last changed.
  function choose(m, at, option, shown) {
    if (sending) return;
    note = "";
    if (option.opens) { path = at.concat([option.index]); load(); return; }
    sending = true;
    send(JSON.stringify({id: tapId(), position: m.position, shown_ms: Math.max(0, Math.floor(shown)),
                         path: at.concat([option.index]), line: option.line}), true)
      .then(function (a) { sending = false; note = a.ok ? "" : a.message; path = []; load(); })
      .catch(function () { sending = false; note = w("no-answer"); path = []; load(); });
  }

  document.addEventListener("camelot-state", function () { path = []; load(); });
  document.addEventListener("camelot-drawn", showMine);
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.getElementById("lang");
    if (button) button.addEventListener("click", load);
    load();
  });
})();
