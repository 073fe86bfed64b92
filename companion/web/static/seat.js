// A phone paired as a seat (issue 24): its seat's menu as large buttons when it has something to
// decide, else whose turn it is. The box decides everything: this only shows its answers and sends taps.
(function () {
  "use strict";
  var path = [], menu = null, note = "", sending = false, asked = 0;
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
    Array.prototype.forEach.call(p.querySelectorAll(".seat-option"), function (b) {
      b.onclick = function () { choose(m.options[+b.getAttribute("data-i")]); };
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

  function choose(option) {
    if (sending) return;
    note = "";
    if (option.opens) { path.push(option.index); load(); return; }
    sending = true;
    fetch("/seat/tap", {method: "POST", credentials: "same-origin", headers: {"Content-Type": "application/json"},
                        body: JSON.stringify({version: menu.version, path: path.concat([option.index])})})
      .then(function (r) { return r.json(); })
      .then(function (a) { sending = false; note = a.ok ? "" : a.message; path = []; load(); })
      .catch(function () { sending = false; load(); });
  }

  document.addEventListener("camelot-state", function () { path = []; load(); });
  document.addEventListener("camelot-drawn", showMine);
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.getElementById("lang");
    if (button) button.addEventListener("click", load);
    load();
  });
})();
