/*
 * A test fake of Google's gapi script (https://apis.google.com/js/api.js), which this offline machine cannot
 * reach. Firebase's popup sign-in and the Auth emulator's helper iframe use only gapi.iframes to talk to each
 * other: open an iframe, ping it, register handlers and send messages. This implements exactly that over
 * postMessage. The browser tests serve it in place of Google's script; production never sees it.
 */
(() => {
  const TAG = '__gapiIframesFake';
  const FILTER = { name: 'cross-origin-iframes' };

  class Channel {
    constructor(targetWindow) {
      this.target = targetWindow;
      this.handlers = { __ping: () => ({ status: 'ACK' }) };
      this.pending = new Map();
      this.sequence = 0;
      window.addEventListener('message', (event) => {
        const message = event.data;
        if (!message || message[TAG] !== true || event.source !== this.target) return;
        if (message.kind === 'call') {
          const handler = this.handlers[message.name];
          Promise.resolve(handler ? handler(message.data) : undefined).then((result) => {
            this.target.postMessage(
              { [TAG]: true, kind: 'reply', id: message.id, result: handler ? [result] : [] },
              '*',
            );
          });
        } else if (message.kind === 'reply' && this.pending.has(message.id)) {
          const callback = this.pending.get(message.id);
          this.pending.delete(message.id);
          callback(message.result);
        }
      });
    }

    register(name, handler) {
      this.handlers[name] = handler;
    }

    send(name, data, callback) {
      const id = ++this.sequence;
      this.pending.set(id, callback ?? (() => undefined));
      this.target.postMessage({ [TAG]: true, kind: 'call', name, data, id }, '*');
    }

    // The other side registers its handlers only once its own script has run: ask until it answers.
    ping(callback) {
      return new Promise((resolve) => {
        let answered = false;
        const attempt = () => {
          if (answered) return;
          this.send('__ping', null, (responses) => {
            if (answered || responses.length === 0) return;
            answered = true;
            callback?.(responses);
            resolve(responses);
          });
          setTimeout(attempt, 100);
        };
        attempt();
      });
    }

    restyle() {}
  }

  const context = {
    open(options, callback) {
      const element = document.createElement('iframe');
      element.src = options.url;
      element.setAttribute('aria-hidden', 'true');
      element.style.cssText = 'position:absolute;width:1px;height:1px;left:-9999px;top:-9999px;border:0';
      (options.where ?? document.body).appendChild(element);
      const channel = new Channel(element.contentWindow);
      channel.getIframeEl = () => element;
      // gapi answers with whatever the callback returns (Firebase returns a promise of the ready iframe).
      return callback(channel);
    },
    getParentIframe() {
      return new Channel(window.parent);
    },
  };

  window.gapi = {
    load(_name, options) {
      setTimeout(typeof options === 'function' ? options : options.callback, 0);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe() {} },
  };

  const onload = /[?&]onload=([^&]+)/.exec(document.currentScript?.src ?? '')?.[1];
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
