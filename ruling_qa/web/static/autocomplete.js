// Card-name suggestions under every search box marked data-autocomplete (the page works without it).
(function () {
  "use strict";
  function setUp(input) {
    var form = input.form;
    var list = document.createElement("ul");
    list.className = "suggest";
    list.setAttribute("role", "listbox");
    list.id = "suggest-" + Math.random().toString(36).slice(2);
    list.hidden = true;
    input.setAttribute("aria-controls", list.id);
    form.appendChild(list);
    var timer = null, pending = null, active = -1;

    function hide() { list.hidden = true; list.innerHTML = ""; active = -1; }
    function show(names) {
      list.innerHTML = "";
      active = -1;
      names.forEach(function (name) {
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = "/c/" + encodeURIComponent(name);
        a.textContent = name;
        a.setAttribute("role", "option");
        li.appendChild(a);
        list.appendChild(li);
      });
      list.hidden = names.length === 0;
    }
    function mark(i) {
      var items = list.querySelectorAll("a");
      if (!items.length) return;
      active = (i + items.length) % items.length;
      items.forEach(function (a, j) { a.classList.toggle("active", j === active); });
      items[active].scrollIntoView({block: "nearest"});
    }
    input.addEventListener("input", function () {
      clearTimeout(timer);
      var q = input.value.trim();
      if (q.length < 2 || /^\d/.test(q) || q.split(/\s+/).length > 5) { hide(); return; }
      timer = setTimeout(function () {
        if (pending) pending.abort();
        pending = new AbortController();
        fetch("/cards/autocomplete?q=" + encodeURIComponent(q), {signal: pending.signal})
          .then(function (r) { return r.ok ? r.json() : {names: []}; })
          .then(function (data) { if (input.value.trim() === q) show(data.names || []); })
          .catch(function () {});
      }, 120);
    });
    input.addEventListener("keydown", function (e) {
      if (list.hidden) return;
      if (e.key === "ArrowDown") { e.preventDefault(); mark(active + 1); }
      else if (e.key === "ArrowUp") { e.preventDefault(); mark(active - 1); }
      else if (e.key === "Escape") { hide(); }
      else if (e.key === "Enter" && active >= 0) {
        e.preventDefault();
        window.location.href = list.querySelectorAll("a")[active].href;
      }
    });
    document.addEventListener("click", function (e) { if (!form.contains(e.target)) hide(); });
  }
  document.querySelectorAll("input[data-autocomplete]").forEach(setUp);
})();
