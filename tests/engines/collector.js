/**
 * The error collector of the cross-engine journey: the first script of every page the engines load
 * (tests/engines/proxy.mjs puts it at the top of <head>, before any of the site's scripts), so an
 * error thrown while the page boots or hydrates is caught too. WebKitGTK's WebDriver has no BiDi and
 * no console stream; this script is the one way both drivers read the same errors.
 *
 * It records uncaught errors (React 19 reports a hydration mismatch through window.reportError, an
 * `error` event), unhandled promise rejections, console.error calls and Content-Security-Policy
 * violations, in window.__engineErrors (read back by the drivers with an evaluate / executeScript).
 * Plain ES2017 in one function so that jest can run it in jsdom (tests/unit/engines/collector.test.ts).
 */
(function installEngineErrorCollector(win) {
  if (win.__engineErrors) return;
  var errors = [];
  win.__engineErrors = errors;
  function text(value) {
    if (value instanceof Error) return value.name + ': ' + value.message;
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  win.addEventListener('error', function (event) {
    // A resource that failed to load (an <img>, a <script>) fires `error` on the element, not the window.
    if (event.target && event.target !== win) {
      var el = event.target;
      errors.push({ kind: 'resource', message: (el.tagName || 'element').toLowerCase() + ' failed to load: ' + (el.currentSrc || el.src || el.href || '') });
      return;
    }
    errors.push({ kind: 'error', message: event.error ? text(event.error) : String(event.message), source: event.filename ? event.filename + ':' + event.lineno : undefined });
  }, true);
  win.addEventListener('unhandledrejection', function (event) {
    errors.push({ kind: 'unhandledrejection', message: text(event.reason) });
  });
  win.addEventListener('securitypolicyviolation', function (event) {
    errors.push({ kind: 'csp', message: event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') });
  });
  var original = win.console.error;
  win.console.error = function () {
    var parts = [];
    for (var i = 0; i < arguments.length; i += 1) parts.push(text(arguments[i]));
    errors.push({ kind: 'console.error', message: parts.join(' ') });
    return original.apply(this, arguments);
  };
})(window);
