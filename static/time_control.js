// The tournament form: how the time control being typed reads, updated as
// one types (the server reads it, as it does when the form is saved).
// Without this script the reading is shown after the form is sent.
(function () {
  "use strict";
  var input = document.querySelector("input[name=time_control]");
  var out = document.getElementById("tc-reading");
  if (!input || !out) return;
  var timer = null;
  var asked = null;

  function update() {
    var typed = input.value;
    if (typed === asked) return;
    asked = typed;
    fetch("/time-control/reading?tc=" + encodeURIComponent(typed), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : ""; })
      .then(function (text) {
        if (typed !== input.value) return;
        out.textContent = text;
        out.hidden = text === "";
      })
      .catch(function () {});
  }

  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(update, 250);
  });
})();
