/* global window, document */
// The one script of a prerendered public page (docs/prerendering.md), put there by static hosting
// in place of the shell's entry (named by `data-entry`). The page is complete HTML: its links work
// as they are, and nothing else needs the app until the visitor does something. So the app's code
// loads:
// - at the first sign of use: a touch, a key, the pointer, a scroll or wheel;
// - at once for a merchant with a session, whose frame the app must show (a link they click
//   before it is there waits for it);
// - as soon as a part of the page that waits for data (a loading state, `role="status"`) is on
//   screen;
// - within 30 s on a page that came with the api's data (`#prerendered-data`), which the app
//   keeps up to date from then on (the status page reloads every 30 s, spec 3 §7).
// What the visitor did before the app took over the page is given back to it once the page is
// live (the hydrated page keeps the same elements): a click or a sent form is held and replayed,
// and a value typed into a field is handed to the app as if typed then.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;

  /** The event the shell sends when a page is live (APP_EVENTS.pageShown of @platform/shared). */
  var PAGE_SHOWN = 'platform:page-shown';
  /** What the shell keeps when the browser may have a session (shell/src/auth/session-hint.ts). */
  var SESSION_KIND_KEY = 'platform.session';
  /** The script with the api's data a page came with (shell/src/app/prerendered.ts). */
  var PAGE_DATA_ID = 'prerendered-data';
  /** How long such data is shown before the app takes over keeping it up to date. */
  var LIVE_DATA_MS = 30000;
  /** After this long without a live page (the app failed to start), clicks go through again. */
  var HOLD_LIMIT_MS = 15000;
  var INTENT = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
  ];
  var passive = { capture: true, passive: true };
  var started = false;
  var clicked = null;
  var submitted = null;
  var typed = [];
  var waiting = null;

  function start() {
    if (started) return;
    started = true;
    INTENT.forEach(function (type) {
      window.removeEventListener(type, start, passive);
    });
    if (waiting) waiting.disconnect();
    var tag = document.createElement('script');
    tag.src = entry;
    document.head.appendChild(tag);
    window.setTimeout(release, HOLD_LIMIT_MS);
  }

  var hasSession = false;
  try {
    hasSession = Boolean(window.localStorage.getItem(SESSION_KIND_KEY));
  } catch (_unavailable) {
    hasSession = false;
  }

  // A click does nothing until the app is there, except on what works by itself: a disclosure's
  // summary (the phone's menu), and a link on a visitor's page. On a merchant's page a plain click
  // on a link waits too, and the app follows it without reloading: a reload while the app renews
  // the session would lose the renewed cookie, and the session with it. A click that opens a new
  // tab or window goes through.
  function holdClick(event) {
    var target = event.target instanceof window.Element ? event.target : null;
    if (!target || target.closest('summary')) return;
    var link = target.closest('a[href]');
    if (link && !hasSession) return;
    if (link && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)) return;
    event.preventDefault();
    event.stopPropagation();
    clicked = htmlElementOf(target);
    start();
  }

  // The element a held click is given back to: an icon's SVG has no click() of its own, so its
  // nearest HTML element (the button around it) is clicked.
  function htmlElementOf(element) {
    var current = element;
    while (current && !(current instanceof window.HTMLElement)) current = current.parentElement;
    return current;
  }

  // A form sent before the app runs (Enter in a field) would reload the page: it waits too.
  function holdSubmit(event) {
    event.preventDefault();
    submitted = event.target instanceof window.HTMLFormElement ? event.target : null;
    start();
  }

  // The app does not see what is typed before it runs: the field and its value are noted.
  function noteTyping(event) {
    var field = event.target;
    if (!(field instanceof window.HTMLInputElement || field instanceof window.HTMLTextAreaElement))
      return;
    for (var index = 0; index < typed.length; index += 1) {
      if (typed[index].field === field) {
        typed[index].value = field.value;
        return;
      }
    }
    typed.push({ field: field, value: field.value });
  }

  // React keeps its own copy of a field's value and ignores an input event that does not change
  // it: the copy is set to empty through the field's own setter (which React watches), the value
  // through the prototype's (which it does not), so the event carries a change.
  function giveValue(field, value) {
    var prototype = Object.getPrototypeOf(field);
    var setValue = Object.getOwnPropertyDescriptor(prototype, 'value').set;
    field.value = '';
    setValue.call(field, value);
    field.dispatchEvent(new window.Event('input', { bubbles: true }));
  }

  function release() {
    window.removeEventListener('click', holdClick, true);
    window.removeEventListener('submit', holdSubmit, true);
    window.removeEventListener('input', noteTyping, true);
  }

  window.addEventListener('click', holdClick, true);
  window.addEventListener('submit', holdSubmit, true);
  window.addEventListener('input', noteTyping, true);
  window.addEventListener(
    PAGE_SHOWN,
    function () {
      release();
      typed.forEach(function (entry) {
        if (entry.field.isConnected && entry.value !== '') giveValue(entry.field, entry.value);
      });
      typed = [];
      var target = clicked;
      var form = submitted;
      clicked = null;
      submitted = null;
      if (target && target.isConnected) target.click();
      else if (form && form.isConnected) form.requestSubmit();
    },
    { once: true },
  );

  if (hasSession) {
    // After the page's first paint: the app's scripts would otherwise run before it, and the
    // merchant would wait for them to see the page that is already here.
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
    return;
  }
  INTENT.forEach(function (type) {
    window.addEventListener(type, start, passive);
  });
  if (document.getElementById(PAGE_DATA_ID)) window.setTimeout(start, LIVE_DATA_MS);
  var placeholders = document.querySelectorAll('#root [role="status"]');
  if (placeholders.length > 0 && 'IntersectionObserver' in window) {
    waiting = new window.IntersectionObserver(function (entries) {
      for (var index = 0; index < entries.length; index += 1) {
        if (entries[index].isIntersecting) start();
      }
    });
    placeholders.forEach(function (element) {
      waiting.observe(element);
    });
  }
})();
