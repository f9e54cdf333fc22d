/// The report's behaviour, hand-written and self-contained: pan and zoom the graph (drag, wheel, buttons, keys), search
/// modules, click one to light its dependencies and dependents to the chosen depth and show it in the side panel
/// (metrics, findings, neighbours, its type diagram), show or hide externals, tests, frames; highlight cycles and
/// findings. It reads the graph's data from the page (`#graph-data`) and finds the SVG's elements by the ids
/// `DOTEncoder` gave them. Everything shown is set as text, never parsed as HTML.
enum ReportScript {
  static let source = """
    (function () {
      "use strict";
      // One explorer per level of the page: the module graph (ids as they are) and, behind the level switch, the
      // folder graph (every id prefixed "f-"); each reads its own data and finds only its own elements and tables.
      function explore(idPrefix) {
      function byId(id) { return document.getElementById(idPrefix + id); }
      var dataElement = byId("graph-data");
      if (!dataElement) { return null; }
      var data = JSON.parse(dataElement.textContent);
      var nodes = data.nodes, edges = data.edges;
      var section = byId("level") || byId("graph");
      // Tables and links of this level: the folder level's sit inside its own element, the module level's outside.
      function mine(el) {
        var level = el.closest(".level");
        return level ? level === section : idPrefix === "";
      }
      function all(selector) { return Array.prototype.filter.call(document.querySelectorAll(selector), mine); }
      function first(selector) { return all(selector)[0] || null; }
      var viewport = byId("viewport");
      var panelEmpty = byId("panel-empty"), panelBody = byId("panel-body");
      var search = byId("search"), searchCount = byId("search-count");
      var depthSelect = byId("depth");
      var out = nodes.map(function () { return []; }), into = nodes.map(function () { return []; });
      edges.forEach(function (e, i) { out[e.from].push(i); into[e.to].push(i); });
      var byKey = {};
      nodes.forEach(function (n, i) { byKey[n.key] = i; });
      var state = { selected: null, matches: [] };
      var variants = {};
      var current = null;

      function prepare(div) {
        var prefix = div.dataset.prefix, svg = div.querySelector("svg");
        var v = { div: div, svg: svg, nodeEl: [], edgeEl: [] };
        nodes.forEach(function (n, i) {
          var el = document.getElementById(prefix + "n:" + n.key);
          v.nodeEl[i] = el;
          if (!el) { return; }
          el.dataset.index = i;
          if (n.external) { el.classList.add("external"); }
          if (n.test) { el.classList.add("test"); }
          if (n.cycle !== undefined) { el.classList.add("cycle"); }
          if (n.findings.length) { el.classList.add("finding"); }
        });
        edges.forEach(function (e, i) {
          var el = document.getElementById(prefix + "e:" + nodes[e.from].key + " -> " + nodes[e.to].key);
          v.edgeEl[i] = el;
          if (!el) { return; }
          if (nodes[e.from].external || nodes[e.to].external) { el.classList.add("to-external"); }
          if (e.cycle) { el.classList.add("cycle"); }
          if (e.rules.length) { el.classList.add("finding"); }
          if (e.cut) { el.classList.add("cut"); }
        });
        if (svg) {
          var box = svg.viewBox.baseVal;
          v.full = { x: box.x, y: box.y, w: box.width, h: box.height };
          svg.removeAttribute("width");
          svg.removeAttribute("height");
          svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
        }
        return v;
      }
      section.querySelectorAll(".variant").forEach(function (div) {
        variants[div.dataset.variant] = prepare(div);
        if (!div.hidden) { current = variants[div.dataset.variant]; }
      });
      if (!current || !current.svg) { return null; }

      // Pan and zoom: the SVG's viewBox is the camera.
      function setView(v, view) {
        v.view = view;
        v.svg.setAttribute("viewBox", [view.x, view.y, view.w, view.h].join(" "));
      }
      function fit(v) { setView(v, { x: v.full.x, y: v.full.y, w: v.full.w, h: v.full.h }); }
      // The first view: the whole graph when its text stays readable, else the graph's short side filling the
      // viewport (a wide graph centred, a tall one from the top), to pan from; Fit shows everything.
      function initialView(v) {
        var rect = viewport.getBoundingClientRect();
        if (!rect.width || !rect.height) { fit(v); return; }
        var aspect = rect.width / rect.height;
        if (Math.min(rect.width / v.full.w, rect.height / v.full.h) >= 0.35) { fit(v); return; }
        if (v.full.w / v.full.h > aspect) {
          var w = v.full.h * aspect;
          setView(v, { x: v.full.x + (v.full.w - w) / 2, y: v.full.y, w: w, h: v.full.h });
        } else {
          setView(v, { x: v.full.x, y: v.full.y, w: v.full.w, h: v.full.w / aspect });
        }
      }
      function toGraph(clientX, clientY) {
        var point = current.svg.createSVGPoint();
        point.x = clientX; point.y = clientY;
        return point.matrixTransform(current.svg.getScreenCTM().inverse());
      }
      function zoom(factor, clientX, clientY) {
        var view = current.view, rect = viewport.getBoundingClientRect();
        if (clientX === undefined) { clientX = rect.left + rect.width / 2; clientY = rect.top + rect.height / 2; }
        var p = toGraph(clientX, clientY);
        var w = Math.min(Math.max(view.w / factor, current.full.w / 200), current.full.w * 4);
        var scale = w / view.w, h = view.h * scale;
        setView(current, { x: p.x - (p.x - view.x) * scale, y: p.y - (p.y - view.y) * scale, w: w, h: h });
      }
      function centreOn(indices) {
        var boxes = indices.map(function (i) { return current.nodeEl[i]; }).filter(Boolean)
          .map(function (el) { return el.getBBox(); });
        if (!boxes.length) { return; }
        var x1 = Infinity, y1 = Infinity, x2 = -Infinity, y2 = -Infinity;
        boxes.forEach(function (b) {
          x1 = Math.min(x1, b.x); y1 = Math.min(y1, b.y); x2 = Math.max(x2, b.x + b.width); y2 = Math.max(y2, b.y + b.height);
        });
        // Node boxes are in the coordinates of Graphviz's top group: its transform maps them into the viewBox's.
        var transform = current.svg.querySelector("g.graph").transform.baseVal.consolidate();
        function map(x, y) {
          var pt = current.svg.createSVGPoint(); pt.x = x; pt.y = y;
          return transform ? pt.matrixTransform(transform.matrix) : pt;
        }
        var a = map(x1, y1), b = map(x2, y2);
        // At least about 500 by 300 points: one module alone is shown at a readable size, not filling the screen.
        var w = Math.max(b.x - a.x, Math.min(current.full.w, 500)) * 1.2;
        var h = Math.max(b.y - a.y, Math.min(current.full.h, 300)) * 1.2;
        var rect = viewport.getBoundingClientRect(), aspect = rect.width / Math.max(rect.height, 1);
        if (w / h < aspect) { w = h * aspect; } else { h = w / aspect; }
        setView(current, { x: (a.x + b.x) / 2 - w / 2, y: (a.y + b.y) / 2 - h / 2, w: w, h: h });
      }
      var drag = null;
      viewport.addEventListener("pointerdown", function (event) {
        if (event.button !== 0) { return; }
        drag = { x: event.clientX, y: event.clientY, view: current.view, moved: false };
      });
      window.addEventListener("pointermove", function (event) {
        if (!drag) { return; }
        var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
        if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) { return; }
        drag.moved = true;
        viewport.classList.add("dragging");
        var scale = current.svg.getScreenCTM().a;
        setView(current, { x: drag.view.x - dx / scale, y: drag.view.y - dy / scale, w: drag.view.w, h: drag.view.h });
      });
      window.addEventListener("pointerup", function () {
        viewport.classList.remove("dragging");
        if (drag && drag.moved) { viewport.dataset.dragged = "1"; }
        drag = null;
      });
      viewport.addEventListener("wheel", function (event) {
        event.preventDefault();
        zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2, event.clientX, event.clientY);
      }, { passive: false });
      byId("zoom-in").addEventListener("click", function () { zoom(1.4); });
      byId("zoom-out").addEventListener("click", function () { zoom(1 / 1.4); });
      byId("zoom-fit").addEventListener("click", function () { fit(current); });
      Object.keys(variants).forEach(function (name) { if (variants[name].svg) { fit(variants[name]); } });
      initialView(current);

      // Selection: the module, what it depends on and what depends on it, to the chosen depth.
      function visible(i) {
        return Boolean(current.nodeEl[i]) && !(nodes[i].external && section.classList.contains("hide-externals"));
      }
      function reach(start, adjacency, end, limit) {
        var seen = {}; seen[start] = 0;
        var frontier = [start];
        for (var step = 1; frontier.length && (limit === null || step <= limit); step++) {
          var next = [];
          frontier.forEach(function (i) {
            adjacency[i].forEach(function (e) {
              var j = edges[e][end];
              if (seen[j] === undefined && visible(j)) { seen[j] = step; next.push(j); }
            });
          });
          frontier = next;
        }
        return seen;
      }
      function paint() {
        var v = current, s = state.selected;
        var down = {}, up = {};
        if (s !== null) {
          var limit = depthSelect.value === "all" ? null : parseInt(depthSelect.value, 10);
          down = reach(s, out, "to", limit);
          up = reach(s, into, "from", limit);
        }
        var matched = {};
        state.matches.forEach(function (i) { matched[i] = true; });
        v.nodeEl.forEach(function (el, i) {
          if (!el) { return; }
          el.classList.toggle("focus", i === s);
          el.classList.toggle("dep", s !== null && i !== s && down[i] !== undefined);
          el.classList.toggle("dependent", s !== null && i !== s && up[i] !== undefined && down[i] === undefined);
          el.classList.toggle("dim", s !== null && down[i] === undefined && up[i] === undefined);
          el.classList.toggle("match", Boolean(matched[i]));
        });
        v.edgeEl.forEach(function (el, i) {
          if (!el) { return; }
          var e = edges[i];
          var isDep = s !== null && down[e.from] !== undefined && down[e.to] !== undefined && down[e.to] === down[e.from] + 1;
          var isDependent = s !== null && up[e.from] !== undefined && up[e.to] !== undefined && up[e.from] === up[e.to] + 1;
          el.classList.toggle("dep", isDep);
          el.classList.toggle("dependent", isDependent && !isDep);
          el.classList.toggle("dim", s !== null && !isDep && !isDependent);
        });
        all("table.metrics tr.selected").forEach(function (tr) { tr.classList.remove("selected"); });
        if (s !== null) {
          var link = first("table a.select[data-key=\\"" + cssEscape(nodes[s].key) + "\\"]");
          if (link) { link.closest("tr").classList.add("selected"); }
        }
      }
      function cssEscape(text) { return text.replace(/["\\\\]/g, "\\\\$&"); }
      function select(i, centre) {
        state.selected = i;
        paint();
        showPanel(i);
        if (centre && i !== null) {
          // The module and what is lit around it, as far as they fit at a readable size.
          var lit = [i];
          current.nodeEl.forEach(function (el, j) {
            if (el && (el.classList.contains("dep") || el.classList.contains("dependent"))) { lit.push(j); }
          });
          // A hub's neighbourhood spans the graph: then the module alone, at a readable size.
          centreOn(lit.length <= 12 ? lit : [i]);
        }
      }
      viewport.addEventListener("click", function (event) {
        if (viewport.dataset.dragged) { delete viewport.dataset.dragged; return; }
        var el = event.target.closest ? event.target.closest(".node") : null;
        if (el && el.dataset.index !== undefined) {
          event.preventDefault();
          select(parseInt(el.dataset.index, 10), false);
        } else {
          select(null, false);
        }
      });
      depthSelect.addEventListener("change", paint);
      byId("clear").addEventListener("click", function () { select(null, false); });
      document.addEventListener("keydown", function (event) {
        if (event.key === "Escape" && !document.querySelector("dialog[open]")) { select(null, false); }
        if (document.activeElement === viewport && (event.key === "+" || event.key === "=")) { zoom(1.4); }
        if (document.activeElement === viewport && event.key === "-") { zoom(1 / 1.4); }
      });

      // The side panel.
      function element(tag, text, className) {
        var el = document.createElement(tag);
        if (text !== undefined && text !== null) { el.textContent = text; }
        if (className) { el.className = className; }
        return el;
      }
      function moduleLink(i, suffix) {
        var a = element("a", nodes[i].name, "module");
        a.href = "#graph";
        a.title = nodes[i].key;
        a.addEventListener("click", function (event) { event.preventDefault(); select(i, true); });
        var li = element("li");
        li.appendChild(a);
        if (suffix) { li.appendChild(document.createTextNode(" " + suffix)); }
        return li;
      }
      function neighbours(title, list, end) {
        var body = document.createDocumentFragment();
        body.appendChild(element("h4", title + " (" + list.length + ")"));
        var ul = element("ul");
        list.forEach(function (e) {
          var edge = edges[e], notes = [];
          if (edge.importOnly) { notes.push("import only"); }
          if (edge.condition) { notes.push(edge.condition); }
          if (edge.rules.length) { notes.push("finding: " + edge.rules.join(", ")); }
          ul.appendChild(moduleLink(edge[end], notes.length ? "(" + notes.join("; ") + ")" : ""));
        });
        if (!list.length) { ul.appendChild(element("li", "none")); }
        body.appendChild(ul);
        return body;
      }
      function showPanel(i) {
        panelBody.textContent = "";
        panelEmpty.hidden = i !== null;
        panelBody.hidden = i === null;
        if (i === null) { return; }
        var n = nodes[i];
        panelBody.appendChild(element("h3", n.name));
        var sub = [n.external ? "external package" : n.kind, n.container];
        if (n.layer) { sub.push("layer " + n.layer); }
        panelBody.appendChild(element("p", sub.join(" · "), "sub"));
        if (n.declaredAt) {
          var declared = element("p");
          declared.appendChild(document.createTextNode("Declared at "));
          var a = element("a", n.declaredAt.text, "loc");
          a.href = n.declaredAt.href;
          declared.appendChild(a);
          panelBody.appendChild(declared);
        }
        if (n.cycle !== undefined) {
          var members = nodes.map(function (m, j) { return j; }).filter(function (j) { return nodes[j].cycle === n.cycle; });
          var cycle = element("p", "In a cycle with " + (members.length - 1) + " other " + data.noun +
            (members.length === 2 ? "" : "s") + ": " + members.filter(function (j) { return j !== i; })
            .map(function (j) { return nodes[j].name; }).join(", ") + ".", "cycle-note");
          panelBody.appendChild(cycle);
          if (n.advice !== undefined) {
            var advice = data.advice[n.advice], cuts = element("div", null, "advice");
            var heading = element("a", "Where to cut cycle " + advice.number + (advice.exact ? "" : " (heuristic)"));
            heading.href = "#" + idPrefix + "cycle-" + advice.number;
            cuts.appendChild(heading);
            advice.cuts.forEach(function (cut) {
              var line = element("div", null, "cut");
              line.appendChild(element("b", cut.from + " → " + cut.to));
              line.appendChild(document.createTextNode(" (" + cut.move + "): " + cut.explanation));
              cuts.appendChild(line);
            });
            panelBody.appendChild(cuts);
          }
        }
        if (n.products) { panelBody.appendChild(element("p", "Products used: " + n.products.join(", "))); }
        if (n.metrics) {
          var dl = element("dl");
          [["i", "I"], ["a", "A"], ["d", "D"], ["ca", "Ca"], ["ce", "Ce"], ["lines", "Lines"], ["types", "Types"],
           ["depth", "Depth"], ["dependents", "Dependents"], ["testRatio", "Test ratio"]].forEach(function (pair) {
            // Folders are not tested apart: no test ratio.
            if (pair[0] === "testRatio" && data.noun === "folder") { return; }
            var th = first("table.metrics th[data-key=\\"" + pair[0] + "\\"]");
            var dt = element("dt", pair[1]);
            dt.title = th ? th.title : "";
            var value = n.metrics[pair[0]];
            dl.appendChild(dt);
            dl.appendChild(element("dd", value === undefined || value === null ? "none" : String(value),
              pair[0] === "d" && value >= 0.5 ? "far" : ""));
          });
          panelBody.appendChild(dl);
        }
        if (n.types) {
          var button = element("button", "Type diagram");
          button.type = "button";
          button.addEventListener("click", function () { openTypes(i); });
          panelBody.appendChild(button);
        } else if (n.typesNote) {
          panelBody.appendChild(element("p", n.typesNote, "hint"));
        }
        var row = first("table a.select[data-key=\\"" + cssEscape(n.key) + "\\"]");
        if (row) {
          var show = element("button", "Row in the table");
          show.type = "button";
          show.addEventListener("click", function () { row.closest("tr").scrollIntoView({ block: "center" }); });
          panelBody.appendChild(show);
        }
        panelBody.appendChild(element("h4", "Findings (" + n.findings.length + ")"));
        n.findings.forEach(function (f) {
          var finding = data.findings[f], p = element("div", null, "finding");
          p.appendChild(element("span", finding.severity, "sev " + finding.severity));
          p.appendChild(document.createTextNode(" " + finding.rule + ": " + finding.message + " "));
          if (finding.location) {
            var link = element("a", finding.location.text, "loc");
            link.href = finding.location.href;
            p.appendChild(link);
          }
          panelBody.appendChild(p);
        });
        if (!n.findings.length) { panelBody.appendChild(element("p", "none", "none")); }
        panelBody.appendChild(neighbours("Depends on", out[i].filter(function (e) { return visible(edges[e].to); }), "to"));
        panelBody.appendChild(neighbours("Used by", into[i].filter(function (e) { return visible(edges[e].from); }), "from"));
      }

      // The type diagram of a module, built from its template only when asked for.
      var dialog = byId("types-dialog");
      function openTypes(i) {
        var template = byId("types-" + i);
        if (!dialog || !template) { return; }
        byId("types-title").textContent = "Types of " + nodes[i].name;
        var body = byId("types-body");
        body.textContent = "";
        body.appendChild(template.content.cloneNode(true));
        dialog.showModal();
      }
      if (dialog) {
        byId("types-close").addEventListener("click", function () { dialog.close(); });
      }

      // Search.
      var names = byId("module-names");
      nodes.map(function (n) { return n.name; }).filter(function (name, index, all) { return all.indexOf(name) === index; })
        .sort().forEach(function (name) { var option = element("option"); option.value = name; names.appendChild(option); });
      function find(query) {
        var q = query.trim().toLowerCase();
        if (!q) { return []; }
        var exact = [], partial = [];
        nodes.forEach(function (n, i) {
          if (!visible(i)) { return; }
          if (n.name.toLowerCase() === q || n.key.toLowerCase() === q) { exact.push(i); }
          else if (n.key.toLowerCase().indexOf(q) >= 0) { partial.push(i); }
        });
        return exact.concat(partial);
      }
      search.addEventListener("input", function () {
        state.matches = find(search.value);
        searchCount.textContent = search.value.trim() ? state.matches.length + " found" : "";
        paint();
      });
      search.addEventListener("keydown", function (event) {
        if (event.key !== "Enter") { return; }
        event.preventDefault();
        state.matches = find(search.value);
        if (state.matches.length) { select(state.matches[0], true); }
      });
      // A name picked from the list selects its module. (Leaving the box also fires "change": a module already
      // selected is left alone, so the side panel under the pointer is not rebuilt mid-click.)
      search.addEventListener("change", function () {
        var found = find(search.value);
        if (found.length && found[0] !== state.selected &&
            nodes[found[0]].name.toLowerCase() === search.value.trim().toLowerCase()) {
          state.matches = found;
          select(found[0], true);
        }
      });

      // What to show.
      function toggle(id, apply) {
        var box = byId("show-" + id);
        if (!box) { return; }
        box.addEventListener("change", function () { apply(box.checked); });
        apply(box.checked);
      }
      toggle("externals", function (on) {
        section.classList.toggle("hide-externals", !on);
        if (state.selected !== null && !visible(state.selected)) { select(null, false); } else { paint(); }
      });
      toggle("layers", function (on) { section.classList.toggle("hide-layers", !on); });
      toggle("cycles", function (on) { section.classList.toggle("show-cycles", on); });
      toggle("findings", function (on) { section.classList.toggle("only-findings", on); });
      toggle("tests", function (on) {
        var next = variants[on ? "tests" : "plain"];
        if (!next || next === current) { return; }
        current.div.hidden = true;
        next.div.hidden = false;
        if (!next.shown) { initialView(next); }
        next.shown = true;
        current = next;
        if (state.selected !== null && !visible(state.selected)) { state.selected = null; }
        paint();
        showPanel(state.selected);
      });

      // The metrics tables: a module's name selects it in the graph.
      all("table a.select").forEach(function (a) {
        a.addEventListener("click", function (event) {
          var i = byKey[a.dataset.key];
          if (i === undefined) { return; }
          event.preventDefault();
          // A link to a level the switch hides shows that level first.
          if (section.hidden) { showLevel(section.dataset.level); }
          section.scrollIntoView();
          if (!visible(i) && nodes[i].external) { byId("show-externals").click(); }
          if (visible(i)) { select(i, true); }
        });
      });
      // Shown for the first time after the page laid it out hidden: the first view as for a graph shown at once.
      section.addEventListener("level-shown", function () {
        if (!current.shownOnce) { initialView(current); }
        current.shownOnce = true;
      });
      current.shownOnce = !section.hidden;
      return section;
      }

      // The level switch: one level shown at a time, the heading says which.
      function showLevel(level) {
        document.querySelectorAll("#graph .level").forEach(function (div) {
          var shown = div.dataset.level === level;
          var wasHidden = div.hidden;
          div.hidden = !shown;
          if (shown && wasHidden) { div.dispatchEvent(new Event("level-shown")); }
        });
        document.querySelectorAll("#graph .levels button").forEach(function (button) {
          button.setAttribute("aria-pressed", String(button.dataset.level === level));
        });
        var title = document.getElementById("graph-title");
        if (title) { title.textContent = level === "folder" ? "Folder graph" : "Module graph"; }
      }
      document.querySelectorAll("#graph .levels button").forEach(function (button) {
        button.addEventListener("click", function () { showLevel(button.dataset.level); });
      });
      explore("");
      explore("f-");
    })();

    """
}
