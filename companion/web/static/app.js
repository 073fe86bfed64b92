// The page's frame, shared by every game: words, language, live updates, the log.
// A game brings its own renderer (shadows.js) as Camelot.renderers[name](state, words).
"use strict";
var Camelot = (function () {
  var words = JSON.parse(document.getElementById("words").textContent);
  var lang = "fr", state = null, log = [], online = false, extras = {};

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

  // The box's own words for what it asks now, when the state carries them.
  function prompt(s) {
    var p = s && s.prompt;
    if (!p) return "";
    if (typeof p === "object") p = p[lang] || p.text || p.fr || "";
    return p ? '<p class="prompt" id="prompt"><b>' + t("page.asks") + "</b> " + esc(p) + "</p>" : "";
  }

  function render() {
    var board = document.getElementById("board");
    document.documentElement.lang = lang;
    document.getElementById("lang").textContent = t("page.switch");
    document.getElementById("log-title").textContent = words[lang]["page.log"];
    var dot = document.getElementById("link");
    dot.className = "dot " + (online ? "on" : "off");
    dot.title = online ? words[lang]["page.live"] : words[lang]["page.offline"];
    if (state) {
      var game = Camelot.renderers[state.game || "shadows"];
      board.innerHTML = (online ? "" : '<p class="offline">' + t("page.offline") + "</p>") +
        prompt(state) + game(state, Camelot);
      board.dataset.turn = state.turn;
    }
    var items = log.map(function (e) {
      return '<li><span class="turn">' + esc(e.turn) + "</span> " + esc(e[lang] || e.fr || "") + "</li>";
    });
    document.getElementById("log").innerHTML = items.length ? items.join("") : "<li>" + t("page.log.empty") + "</li>";
  }

  function connect() {
    var source = new EventSource("/events");
    source.onopen = function () { online = true; render(); };
    source.onerror = function () { online = false; render(); };   // EventSource reconnects by itself
    source.addEventListener("log", function (e) { log = JSON.parse(e.data); });
    source.addEventListener("forecast", function (e) { extras.forecast = JSON.parse(e.data); });
    source.onmessage = function (e) { online = true; state = JSON.parse(e.data); render(); };
  }

  function start(first) {
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

  return {renderers: {}, extras: extras, start: start, t: t, raw: raw, has: has, esc: esc,
          lang: function () { return lang; }};
})();
