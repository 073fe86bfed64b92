"""What a test reads of the seat page in a browser, without driving it: an init script (WATCH) and a look (LOOK)."""

# Watches the page, changes nothing: the seat menus it fetched (the last asked, as seat.js keeps it), its taps'
# answers, and when its seat panel last changed (the board's copy in the panel, #seat-mine, aside).
WATCH = r"""
(function () {
  var real = window.fetch;
  window.__menu = null; window.__asked = 0; window.__answers = []; window.__changed = 0;
  window.fetch = function (url) {
    var u = String(url), p = real.apply(this, arguments);
    if (u.indexOf("/seat/menu") === 0) {
      var n = ++window.__asked;
      p.then(function (r) { r.clone().json().then(function (m) { if (n === window.__asked) window.__menu = m; }); });
    } else if (u.indexOf("/seat/tap") === 0) {
      p.then(function (r) { r.clone().json().then(function (a) { window.__answers.push(a); }); });
    }
    return p;
  };
  document.addEventListener("DOMContentLoaded", function () {
    var seat = document.getElementById("seat");
    if (!seat) return;
    new MutationObserver(function (records) {
      var mine = document.getElementById("seat-mine");
      if (records.some(function (r) { return !(mine && mine.contains(r.target)); })) window.__changed = performance.now();
    }).observe(seat, {subtree: true, childList: true, characterData: true, attributes: true});
  });
})();
"""
LOOK = """
var seat = document.getElementById("seat"), m = window.__menu;
var buttons = seat && !seat.hidden ? Array.prototype.map.call(seat.querySelectorAll(".seat-option[data-i]"),
  function (b) { return [+b.getAttribute("data-i"), b.hasAttribute("data-sure"), b.innerText]; }) : [];
var ticks = seat && !seat.hidden ? Array.prototype.map.call(seat.querySelectorAll(".seat-tick[data-t]"),
  function (b) { return +b.getAttribute("data-t"); }) : [];
return {menu: m, quiet: performance.now() - window.__changed, buttons: buttons, answers: window.__answers.length, ticks: ticks,
        back: !!(seat && seat.querySelector(".seat-back")), note: seat ? Array.prototype.map.call(
        seat.querySelectorAll(".seat-note[role=alert]"), function (e) { return e.innerText; }).join(" ") : ""};
"""
