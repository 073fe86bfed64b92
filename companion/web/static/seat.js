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
  var armed = null, laterOpen = false, hadChoice = false;
  // A multiple choice (the siege's fight cards, a Convocation's knights): each item's ticks, by its index,
  // until its confirm button sends them all in one tap (core/menu_walk.py `ticks`).
  var ticked = {};   // a dangerous option awaiting its confirmation; the fold; the last menu's
  // Lines whose price is paid at once: shown last, and sent only once confirmed.
  var DANGER = ["sacrifice", "accuse", "withdraw", "abandon", "leave"];
  // The game's story (core/story.py): the box gives the steps after `since`; the latest few stay in view.
  var since = "", told = [], KEPT = 4;
  function lang() { return window.Camelot && Camelot.lang ? Camelot.lang() : "fr"; }
  // The seat's words are the frame's (core/locale/page.LANG.ftl, `seat_*`) and its game's (its page.LANG.ftl).
  function w(key, params) {
    var text = Camelot.has("seat." + key) ? Camelot.raw("seat." + key) : "";
    return text.replace(/\{(\w+)\}/g, function (m, name) { return params && params[name] !== undefined ? params[name] : m; });
  }
  function esc(s) { return String(s).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; }); }
  function panel() { return document.getElementById("seat"); }

  function load() {
    var mine = ++asked;
    fetch("/seat/menu?path=" + path.join(".") + "&lang=" + lang() + "&since=" + since, {credentials: "same-origin"})
      .then(function (r) {
        if (r.status !== 401) return r.json();
        // A phone the box knew (a new game since, or another phone took its seat) is told why; any other
        // phone only follows the board.
        return r.json().then(function (m) { return m.error === "new-game" || m.error === "replaced" ? m : null; });
      })
      .then(function (m) { if (mine === asked) show(m); })
      .catch(function () { /* the next state asks again */ });
  }

  function show(m) {
    var p = panel(), was = focused(p);
    if (!m) { p.hidden = true; return; }
    p.hidden = false;
    p.setAttribute("aria-labelledby", "seat-title");
    if (!m.ok) {
      if (m.error === "no-such-choice" && path.length) { path = []; load(); return; }
      if (m.error === "too-many") { setTimeout(load, 2000); return; }   // keeps what it shows, asks again
      // No game on the box is no fault of the player's: said plainly, never in red.
      p.innerHTML = '<p class="' + (m.error === "no-game" ? "seat-said" : "seat-note") + '" id="seat-title" tabindex="-1">' +
        esc(m.message) + "</p>";
      refocus(p, was);
      return;
    }
    if (!menu || menu.position !== m.position || String(path) !== String(menu.path || "")) { armed = null; ticked = {}; }
    menu = m;
    var what = JSON.stringify([m.position, path, m.prompt, m.options]);
    if (what !== drawn) { drawn = what; drawnAt = now(); }
    menu.path = path.slice();
    // On top, what is the seat's own: who, its power, what it holds; then what the box asks of it.
    var html = '<h2 class="seat-who" id="seat-title">' + esc(m.name + " · " + m.place) + "</h2>";
    if (w("power." + m.seat)) html += '<p class="seat-power"><b>' + esc(w("power")) + "</b> " + esc(w("power." + m.seat)) + "</p>";
    follow(m);
    html += story();
    html += '<div id="seat-mine"></div>';
    if (note) html += '<p class="seat-note" role="alert">' + esc(note) + "</p>";
    if (m.box_question) html += '<p class="seat-said">' + esc(w("box-question")) + "</p>";
    html += '<p class="seat-prompt" id="seat-prompt" tabindex="-1">' + esc(plain(m.prompt)) + "</p>";
    html += options(m);
    if (m.scan) html += '<p class="seat-note">' + esc(w("scan")) + "</p>";
    if (path.length) html += '<button type="button" class="seat-back" data-key="back">' + esc(w("back")) + "</button>";
    p.innerHTML = html;
    var at = path.slice();    // the level these buttons are on: a state's news resets `path` before they are redrawn
    Array.prototype.forEach.call(p.querySelectorAll(".seat-option[data-i]"), function (b) {
      b.onclick = function () {
        var option = m.options[+b.getAttribute("data-i")];
        // Its confirmation is new buttons under the finger: a double tap on them is the box's « redrawn », not a yes.
        if (dangerous(option) && !b.hasAttribute("data-sure")) {
          armed = option.index; drawnAt = now(); show(menu); focusKey(p, "sure"); return;
        }
        armed = null;
        choose(m, at, option, now() - drawnAt);
      };
    });
    Array.prototype.forEach.call(p.querySelectorAll(".seat-tick[data-t]"), function (b) {
      b.onclick = function () {
        var option = m.options[+b.getAttribute("data-t")], n = (ticked[option.index] || 0) + 1;
        ticked[option.index] = n > (option.max || 1) ? 0 : n;     // pressed again: one more copy, then none
        show(menu);
      };
    });
    var cancel = p.querySelector(".seat-cancel");
    if (cancel) cancel.onclick = function () { armed = null; show(menu); };
    var later = p.querySelector(".seat-later");
    if (later) later.ontoggle = function () { laterOpen = later.open; };
    var back = p.querySelector(".seat-back");
    if (back) back.onclick = function () { path.pop(); note = ""; load(); };
    showMine();
    // The panel turning into the player's buttons is said once; the finger stays where it was.
    var choice = (m.options || []).some(live);
    if (choice && !hadChoice) Camelot.announce && Camelot.announce(w("your-turn", {prompt: plain(m.prompt)}));
    hadChoice = choice;
    refocus(p, was);
  }

  function live(o) { return !(o.not_now || o.at_box) && !!(o.line || o.opens || o.tick || o.ticks); }
  function dangerous(o) { return !!o.line && DANGER.indexOf(o.line.split(" ")[0]) >= 0; }

  // The box's words without what only its buttons mean (« OK confirme, RETOUR le garde. »).
  function plain(text) {
    var keys = (w("box-keys") || "OK").split(" ").join("|");
    return String(text || "").replace(new RegExp("(^|[.!?]\\s+)(?:" + keys + ")\\s[^.!?]*[.!?]?", "g"), "$1").trim() || String(text || "");
  }

  // What a tap does, in the phone's words: a line the game names (« Fin du tour (6) ») rather than the
  // box's OK; a bare OK says what it confirms.
  function label(o, m) {
    if (o.line) {
      var parts = o.line.split(" "), named = w("line." + parts[0], {n: parts.slice(1).join(" ")});
      if (named) return named;
    }
    if (/^OK\b/.test(o.label)) return w("confirm", {what: plain(m.prompt).split(/ : |[.?!]/)[0]}) || o.label;
    return o.label;
  }

  // What can be done now, as buttons; the dangerous last, each confirmed; the rest folded with its reason.
  function options(m) {
    var now = "", risky = "", later = [];
    (m.options || []).forEach(function (o, i) {
      var text = esc(label(o, m));
      if (!live(o)) {
        later.push("<li><b>" + text + "</b>" + (o.why || o.at_box ? " — " + esc(o.why || w("at-box")) : "") + "</li>");
        return;
      }
      if (o.tick) {
        var n = ticked[o.index] || 0;
        now += '<button type="button" class="seat-option seat-tick" aria-pressed="' + (n ? "true" : "false") + '" data-t="' + i +
          '" data-key="t' + esc(o.index) + '">' + (n ? "✓ " : "") + text + (n > 1 ? " × " + n : "") + "</button>" + rule(o, m);
      } else if (!dangerous(o)) {
        now += '<button type="button" class="seat-option" data-i="' + i + '" data-key="o' + esc(o.index) + '">' + text + "</button>" + rule(o, m);
      } else if (armed === o.index) {
        risky += '<div class="seat-confirm" role="group" aria-labelledby="seat-sure"><p id="seat-sure" class="seat-warn">' +
          esc(w("sure", {what: label(o, m)})) + '</p><button type="button" class="seat-option seat-danger" data-i="' + i +
          '" data-sure="1" data-key="sure">' + esc(w("yes", {what: label(o, m)})) + '</button><button type="button" ' +
          'class="seat-option seat-cancel" data-key="cancel">' + esc(w("cancel")) + "</button></div>";
      } else {
        risky += '<button type="button" class="seat-option seat-danger" data-i="' + i + '" data-key="o' + esc(o.index) + '">' +
          text + "</button>";
      }
    });
    var fold = later.length ? '<details class="seat-later"' + (laterOpen ? " open" : "") + '><summary data-key="later">' +
      esc(w("later", {n: later.length})) + "</summary><ul>" + later.join("") + "</ul></details>" : "";
    return '<div class="seat-options">' + now + "</div>" + fold + (risky ? '<div class="seat-risky">' + risky + "</div>" : "");
  }

  // Teaching mode: the lesson behind an option, a « ? » beside it that opens its rule in place.
  function rule(o, m) {
    if (!o.rule) return "";
    return '<details class="seat-rule"><summary data-key="r' + esc(o.index) + '" aria-label="' +
      esc(w("rule", {what: label(o, m)}) || "?") + '">?</summary><p>' + esc(o.rule) + "</p></details>";
  }

  // The element the finger was on (its key), found again after a redraw; else the prompt, so focus never drops to the top.
  function focused(p) {
    var a = document.activeElement;
    return a && a !== document.body && p.contains(a) ? (a.getAttribute("data-key") || "prompt") : null;
  }
  function focusKey(p, key) {
    var found = p.querySelector('[data-key="' + key + '"]');
    if (found) found.focus({preventScroll: true});
    return !!found;
  }
  function refocus(p, was) {
    if (was === null) return;
    if (!focusKey(p, was)) {
      var prompt = document.getElementById("seat-prompt") || document.getElementById("seat-title");
      if (prompt) prompt.focus({preventScroll: true});
    }
  }

  // The story's new steps kept (a menu shown again adds none; a box started again starts its story again).
  function follow(m) {
    if (typeof m.told !== "number") return;
    if (since !== "" && m.told < since) told = [];
    (m.story || []).forEach(function (s) { if (!told.length || s.n > told[told.length - 1].n) told.push(s); });
    told = told.slice(-KEPT);
    since = m.told;
  }

  // The latest steps of the story, who acted first; a step that took back this seat's move says so. The lessons a
  // step brought (teaching mode) are the box's: a rule card after its words, never under the name of who answered.
  function story() {
    if (!told.length) return "";
    return '<ol class="seat-story">' + told.map(function (s) {
      // « Anne : 1 point » names her already: not « Anne (téléphone) : Anne : 1 point ».
      var named = s.who && s.lines.length && s.lines[0].indexOf(s.who + " ") === 0;
      var who = s.who && s.lines.length && !named ? s.who + (s.phone ? " " + w("phone") : "") + " : " : "";
      var rules = (s.rules || []).map(function (r) {
        return '<p class="seat-lesson"><small>' + esc(w("lesson")) + "</small> " + esc(r) + "</p>";
      }).join("");
      return "<li" + (s.yours ? ' class="seat-yours"><b>' + esc(w("undone")) + "</b> " : ">") +
        (who ? "<small>" + esc(who) + "</small>" : "") + s.lines.map(esc).join("<br>") + rules + "</li>";
    }).join("") + "</ol>";
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
    var last = option.ticks ? ticks(m, option) : option.index;
    sending = true;
    send(JSON.stringify({id: tapId(), position: m.position, shown_ms: Math.max(0, Math.floor(shown)),
                         path: at.concat([last]), line: option.line,
                         box_question: m.box_question || ""}), true)
      .then(function (a) { sending = false; note = a.ok ? "" : a.message; path = []; load(); })
      .catch(function () { sending = false; note = w("no-answer"); path = []; load(); });
  }

  // The confirm button's choice: its own index, then each ticked item's, as many times as it is ticked (`t0-3-3`).
  function ticks(m, option) {
    var chosen = [];
    (m.options || []).forEach(function (o) {
      for (var n = 0; o.tick && n < (ticked[o.index] || 0); n++) chosen.push(o.index);
    });
    ticked = {};
    return option.index + chosen.join("-");
  }

  // The game went on: a refusal of the turn before is not left in red.
  document.addEventListener("camelot-state", function () { path = []; note = ""; load(); });
  document.addEventListener("camelot-drawn", showMine);
  document.addEventListener("camelot-words", function () { if (menu) show(menu); });
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.getElementById("lang");
    if (button) button.addEventListener("click", load);
    load();
  });
})();
