// Follows a pairing job on the round's page: asks its status every second
// and shows how far it is; once it is no longer running, goes where the
// status says (the draft, or the reason it failed). Without JavaScript the
// page refreshes itself instead.
(function () {
  "use strict";
  var section = document.getElementById("pairing-job");
  if (!section || !window.fetch) return;
  var url = section.getAttribute("data-status");
  var bar = document.getElementById("pairing-progress");
  var step = document.getElementById("pairing-step");
  function poll() {
    fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then(function (res) { return res.ok ? res.json() : null; })
      .then(function (s) {
        if (!s) { setTimeout(poll, 3000); return; }
        if (s.state !== "running") { window.location.assign(s.next); return; }
        if (s.brackets > 0) {
          bar.max = s.brackets;
          bar.value = s.brackets_done;
          bar.textContent = s.brackets_done + " / " + s.brackets;
        }
        step.textContent = s.step + " " + s.elapsed;
        setTimeout(poll, 1000);
      })
      .catch(function () { setTimeout(poll, 3000); });
  }
  setTimeout(poll, 1000);
})();
