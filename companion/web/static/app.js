// The page's frame, shared by every game: words, language, live updates, the log.
// A game brings its own renderer (its table wing's page.js, served at /games/KIND.js) as
// Camelot.renderers[kind](state, Camelot), chosen by the state's `game` field: every state names its
// game, and a state without one (no game yet) has nothing game-specific drawn.
"use strict";
var Camelot = (function () {
  var words = JSON.parse(document.getElementById("words").textContent);
  var lang = "fr", state = null, log = [], online = false, extras = {}, drawn = [], loading = {}, ready = {};
  var heard = null;   // the newest log entry already said to a screen reader (null: nothing said yet)

  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c];
    });
  }
  // A message of the current language with {name} filled in (escaped); the key when unknown.
  function t(key, params) {
    var tpl = words[lang][key];
    if (tpl === undefined) tpl = words.fr[key];
    if (tpl === undefined) return esc(key);
    return esc(tpl).replace(/\{(\w+)\}/g, function (m, name) {
      return params && params[name] !== undefined ? esc(params[name]) : m;
    });
  }
  function raw(key) { return words[lang][key] !== undefined ? words[lang][key] : words.fr[key]; }
  function has(key) { return words[lang][key] !== undefined || words.fr[key] !== undefined; }

  // The box's own words (its OLED and speech): what it just said and what it asks now, when the
  // game has a front end; else the renderer phrases the question itself (C.box() is then null).
  function box() { var b = extras.box; return b ? (b[lang] || b.fr) : null; }
  function prompt(s) {
    var b = box(), p = b ? b.prompt : s && s.prompt;
    if (p && typeof p === "object") p = p[lang] || p.text || p.fr || "";
    var said = b && b.said.length ? b.said.map(esc).join("<br>") : "";
    // After the game the box's last words are statements (« Victoire du Mal. »), which the result
    // below says already: only what it said, under "the box says", never under "the box asks".
    if (s && s.over) return said ? '<p class="prompt" id="prompt"><b>' + t("page.says") + "</b> " + said + "</p>" : "";
    if (!p) return "";
    return '<p class="prompt" id="prompt">' + (said ? '<span class="said" id="said">' + said + "</span>" : "") +
      "<b>" + t("page.asks") + "</b> " + esc(p) + "</p>";
  }
  // What is wrong with the journal the page reads, in the page's words; the journal's own (English,
  // technical) words follow in small print for whoever repairs it.
  function notice(s) {
    var j = s && s.journal, out = "";
    if (j && j.spare) out += '<p class="warn" id="spare">' + t("page.journal.spare", {file: j.file}) + "</p>";
    if (j && j.problem) out += '<p class="warn" id="notice">' + t("page.journal." + j.problem, {file: j.file}) +
      (s.notice ? ' <span class="small detail">' + esc(s.notice) + "</span>" : "") + "</p>";
    else if (s && s.notice) out += '<p class="warn" id="notice">' + t("page.notice") + " " + esc(s.notice) + "</p>";
    return out;
  }

  // The game's own name while one is played (« Merlin »), else the box's.
  function title() {
    var key = state && state.game_id !== null && state.game_id !== undefined ? "title." + state.game : "";
    return key && has(key) ? raw(key) : "Camelot";
  }

  function render() {
    var board = document.getElementById("board");
    document.documentElement.lang = lang;
    document.title = document.getElementById("title").textContent = title();
    document.getElementById("lang").textContent = t("page.switch");
    document.getElementById("log-title").textContent = words[lang]["page.log"];
    var dot = document.getElementById("link");
    dot.className = "dot " + (online ? "on" : "off");
    dot.setAttribute("aria-label", online ? words[lang]["page.live"] : words[lang]["page.offline"]);
    if (!state) board.innerHTML = '<p class="empty" id="loading">' + t("page.loading") + "</p>";
    var kind = state && drawn.indexOf(state.game) >= 0 ? state.game : null;
    var offline = online ? "" : '<p class="offline">' + t("page.offline") + "</p>";
    if (state && !kind) {
      // No game on the table yet (or one this page has no renderer for): the frame alone, nothing game-specific.
      board.innerHTML = offline + notice(state) +
        (state.game ? prompt(state) : '<p class="empty" id="no-game">' + t("page.no-game") + "</p>");
      delete board.dataset.game;
    }
    if (kind && !ready[kind]) {
      load(kind);
      board.innerHTML = '<p class="empty" id="loading">' + t("page.loading") + "</p>";
    }
    if (kind && ready[kind]) {
      var game = Camelot.renderers[kind], kept = keep(board);
      board.innerHTML = offline + notice(state) + prompt(state) + game(state, Camelot);
      restore(board, kept);
      board.dataset.game = kind;
      board.dataset.turn = state.turn;
      document.dispatchEvent(new Event("camelot-drawn"));   // a paired seat copies what it holds (seat.js)
    }
    var items = log.map(function (e) {
      return '<li><span class="turn">' + esc(e.turn) + "</span> " + esc(e[lang] || e.fr || "") + "</li>";
    });
    // Until the first state arrives the page knows nothing: it says it is connecting, not « Rien encore. ».
    document.getElementById("log").innerHTML = items.length ? items.join("") :
      "<li>" + t(state ? "page.log.empty" : "page.loading") + "</li>";
    news();
  }

  // What a redraw must not lose: the open folds (<details>) and the element the finger was on.
  function keep(board) {
    var folds = board.querySelectorAll("details"), active = document.activeElement, at = -1;
    var focusable = board.querySelectorAll("summary, button, a[href], [tabindex]");
    for (var i = 0; i < focusable.length; i++) if (focusable[i] === active) at = i;
    return {open: Array.prototype.map.call(folds, function (d) { return d.open; }), at: at,
            id: active && board.contains(active) ? active.id : ""};
  }
  function restore(board, kept) {
    Array.prototype.forEach.call(board.querySelectorAll("details"), function (d, i) { if (kept.open[i]) d.open = true; });
    var back = kept.id ? document.getElementById(kept.id) : null;
    if (!back && kept.at >= 0) back = board.querySelectorAll("summary, button, a[href], [tabindex]")[kept.at];
    if (back) back.focus({preventScroll: true});
  }

  // Say what changed (the log's new entries), once: the board is not a live region, it would be re-read whole.
  function news() {
    if (!state || !log.length) return;
    var top = JSON.stringify(log[0]);
    if (heard === null) { heard = top; return; }   // the first state: nothing has changed yet
    if (top === heard) return;
    var fresh = [];
    for (var i = 0; i < log.length && i < 3 && JSON.stringify(log[i]) !== heard; i++) fresh.unshift(log[i][lang] || log[i].fr || "");
    heard = top;
    announce(fresh.filter(Boolean).join(" "));
  }
  // What is said within a moment (the log's news, then the seat's turn) is said together, not one over the other.
  var saidAt = 0;
  function announce(text) {
    var spot = document.getElementById("news"), now = Date.now();
    if (!spot || !text) return;
    spot.textContent = (now - saidAt < 1500 && spot.textContent ? spot.textContent + " " : "") + text;
    saidAt = now;
  }

  // A game's renderer (its table wing's page.js, /games/KIND.js) and its words (/words/KIND.json) are fetched when its game
  // is first on the table: a phone loads only what its game needs.
  function load(kind) {
    if (loading[kind]) return;
    loading[kind] = true;
    var left = 2;
    function done() {
      if (--left) return;
      ready[kind] = true;
      render();
      document.dispatchEvent(new Event("camelot-words"));   // a paired seat words its panel with its game's too (seat.js)
    }
    function failed() { loading[kind] = false; }   // tried again at the next state
    fetch("/words/" + kind + ".json").then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.json();
    }).then(function (more) {
      Object.keys(more).forEach(function (l) { words[l] = Object.assign(words[l] || {}, more[l]); });
      done();
    }).catch(failed);
    var script = document.createElement("script");
    script.src = "/games/" + kind + ".js";
    script.onload = done;
    script.onerror = failed;
    document.head.appendChild(script);
  }

  // The fallback when no event stream can be held (refused: too many phones; or no EventSource at all):
  // the state is polled now and then until the stream comes back.
  function poll() {
    fetch("/state.json", {cache: "no-store"}).then(function (r) { return r.json(); }).then(function (s) {
      if (online) return;
      var moved = !state || JSON.stringify(s) !== JSON.stringify(state);
      state = s;
      if (moved) { render(); document.dispatchEvent(new Event("camelot-state")); }
    }).catch(function () { /* tried again at the next poll */ });
  }

  function connect() {
    if (!window.EventSource) { setInterval(poll, 2000); poll(); return; }
    var source = new EventSource("/events");
    source.onopen = function () { online = true; render(); };
    source.onerror = function () {
      online = false; render();
      // EventSource reconnects by itself after a network error, but not after a refusal (too many
      // phones: 503): then poll the state and try the stream again a little later.
      if (source.readyState === 2) { poll(); setTimeout(connect, 5000 + Math.random() * 5000); }
    };
    source.addEventListener("log", function (e) { log = JSON.parse(e.data); });
    source.addEventListener("forecast", function (e) { extras.forecast = JSON.parse(e.data); });
    source.addEventListener("box", function (e) { extras.box = JSON.parse(e.data); });
    source.onmessage = function (e) {
      online = true; state = JSON.parse(e.data); render();
      document.dispatchEvent(new Event("camelot-state"));   // a paired seat asks for its menu again (seat.js)
    };
  }

  function start(first, games) {
    drawn = games || [];
    lang = localStorage.getItem("camelot.lang") || first;
    if (!words[lang]) lang = "fr";
    document.getElementById("lang").onclick = function () {
      lang = lang === "fr" ? "en" : "fr";
      localStorage.setItem("camelot.lang", lang);
      render();
    };
    render();
    connect();
  }

  return {renderers: {}, extras: extras, start: start, t: t, raw: raw, has: has, esc: esc, box: box, announce: announce,
          lang: function () { return lang; }};
})();
