// Registration: suggestions from the FIDE rating list as the arbiter types a
// name or FIDE ID; choosing one fills the registration form. Without this
// script the search form lists the same players on the page.
(function () {
  "use strict";
  var input = document.getElementById("lookup-find");
  var list = document.getElementById("lookup-suggestions");
  var form = document.getElementById("player-form");
  if (!input || !list || !form) return;
  var timer = null;
  var asked = "";

  function field(name) { return form.querySelector("[name=" + name + "]"); }
  function set(name, value) {
    var el = field(name);
    if (el) el.value = value === null || value === undefined ? "" : String(value);
  }

  function fill(p) {
    var mode = form.getAttribute("data-mode") || "standard";
    set("name", p.name);
    set("federation", p.federation);
    set("title", p.title);
    set("sex", p.sex);
    set("fide_id", p.fide_id);
    set("birth_date", p.birth_year);
    set("fide_rating", p[mode]);
    list.textContent = "";
    field("name").focus();
  }

  function show(players) {
    list.textContent = "";
    players.forEach(function (p) {
      var li = document.createElement("li");
      var b = document.createElement("button");
      b.type = "button";
      b.className = "link";
      var rating = p.standard === null ? "" : " " + p.standard;
      var born = p.birth_year === null ? "" : " · " + p.birth_year;
      b.textContent = p.name + " (" + [p.title, p.federation].filter(Boolean).join(" ") + rating + born + ", " + p.fide_id + ")";
      b.addEventListener("click", function () { fill(p); });
      li.appendChild(b);
      list.appendChild(li);
    });
  }

  function ask() {
    var q = input.value.trim();
    if (q === asked) return;
    asked = q;
    if (q.length < 2) { list.textContent = ""; return; }
    fetch("/ratings/search?q=" + encodeURIComponent(q), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : { players: [] }; })
      .then(function (data) { if (input.value.trim() === q) show(data.players || []); })
      .catch(function () { list.textContent = ""; });
  }

  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(ask, 200);
  });
})();
