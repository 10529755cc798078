// A stand-in for Stripe.js (https://js.stripe.com/<train>/stripe.js) for the demo's simulated
// Stripe and the browser journeys: it offers the parts of Stripe.js that
// @stripe/react-stripe-js and our card form use (stripe.elements(), the cardNumber, cardExpiry
// and cardCvc elements, confirmCardPayment) and drives the Stripe simulator's REST API the way
// Stripe.js drives Stripe's: POST /v1/payment_intents/{id}/confirm with the publishable key,
// the client secret and the card. Plain inputs stand in for Stripe's card iframes.
export function stripeJsStandIn(apiBase: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiBase)};
  const placeholders = { cardNumber: '4242 4242 4242 4242', cardExpiry: 'MM / AA', cardCvc: 'CVC' };
  const names = { cardNumber: 'cardnumber', cardExpiry: 'exp-date', cardCvc: 'cvc' };
  const fallbackNames = { cardNumber: 'Numero della carta', cardExpiry: 'Scadenza', cardCvc: 'CVC' };
  function encode(obj, prefix, out) {
    out = out || new URLSearchParams();
    Object.keys(obj).forEach((k) => {
      const key = prefix ? prefix + '[' + k + ']' : k;
      const v = obj[k];
      if (v !== null && typeof v === 'object') encode(v, key, out); else if (v !== undefined) out.append(key, String(v));
    });
    return out;
  }
  function Element(type, group, options) {
    const handlers = {};
    let input = null;
    const el = {
      _type: type,
      _value: () => (input ? input.value : ''),
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.type = 'text';
        input.inputMode = 'numeric';
        input.name = names[type];
        input.autocomplete = type === 'cardNumber' ? 'cc-number' : type === 'cardExpiry' ? 'cc-exp' : 'cc-csc';
        input.placeholder = placeholders[type];
        input.className = 'stripe-stand-in-input';
        input.style.cssText = 'border:0;outline:0;width:100%;font:inherit;background:transparent;';
        input.setAttribute('data-stripe-element', type);
        // Stripe's own inputs carry an accessible name inside their iframe; a plain input takes
        // the name of the labelled field it is mounted in, else the type's own.
        const labelled = node.closest('[aria-labelledby]');
        if (labelled) input.setAttribute('aria-labelledby', labelled.getAttribute('aria-labelledby'));
        else input.setAttribute('aria-label', fallbackNames[type]);
        if (options && options.disabled) input.disabled = true;
        input.addEventListener('input', () => {
          const value = input.value.replace(/\\s/g, '');
          const complete = type === 'cardNumber' ? /^\\d{16}$/.test(value) : type === 'cardExpiry' ? /^\\d{2}\\/?\\d{2}$/.test(value) : /^\\d{3,4}$/.test(value);
          emit('change', { elementType: type, empty: value === '', complete, error: undefined });
        });
        input.addEventListener('focus', () => emit('focus', { elementType: type }));
        input.addEventListener('blur', () => emit('blur', { elementType: type }));
        node.appendChild(input);
        setTimeout(() => emit('ready', { elementType: type }), 0);
      },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return el; },
      off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return el; },
      once(event, handler) { const w = (e) => { el.off(event, w); handler(e); }; return el.on(event, w); },
      update(opts) { if (input && opts && 'disabled' in opts) input.disabled = !!opts.disabled; },
      focus() { if (input) input.focus(); },
      blur() { if (input) input.blur(); },
      clear() { if (input) input.value = ''; },
      unmount() { if (input) input.remove(); input = null; },
      destroy() { el.unmount(); delete group.byType[type]; },
    };
    function emit(event, payload) { (handlers[event] || []).forEach((h) => h(payload)); }
    return el;
  }
  function Elements() {
    const group = { byType: {} };
    return {
      create(type, options) { const el = Element(type, group, options); el._group = group; group.byType[type] = el; return el; },
      getElement(type) { return group.byType[typeof type === 'string' ? type : type && (type.__elementType || type.type)] || null; },
      update() {},
      fetchUpdates() { return Promise.resolve({}); },
      submit() { return Promise.resolve({}); },
    };
  }
  function StripeStandIn(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key');
    const call = async (method, path, params) => {
      const res = await fetch(API + path, {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'GET' ? undefined : encode(params).toString(),
      });
      return res.json();
    };
    return {
      elements: () => Elements(),
      async confirmCardPayment(clientSecret, data) {
        const id = String(clientSecret).split('_secret_')[0];
        const number = data && data.payment_method && data.payment_method.card;
        const group = number && number._group ? number._group.byType : {};
        const [month, year] = ((group.cardExpiry && group.cardExpiry._value()) || '').replace(/\\s/g, '').split('/');
        const body = await call('POST', '/v1/payment_intents/' + id + '/confirm', {
          key: publishableKey,
          client_secret: clientSecret,
          payment_method_data: {
            type: 'card',
            card: { number: number ? number._value().replace(/\\s/g, '') : '', exp_month: month, exp_year: year, cvc: group.cardCvc ? group.cardCvc._value() : '' },
          },
        });
        if (body.error) return { error: body.error };
        return { paymentIntent: body };
      },
      async retrievePaymentIntent(clientSecret) {
        const id = String(clientSecret).split('_secret_')[0];
        const res = await fetch(API + '/v1/payment_intents/' + id + '?key=' + encodeURIComponent(publishableKey) + '&client_secret=' + encodeURIComponent(clientSecret), {
          headers: { authorization: 'Bearer ' + publishableKey },
        });
        return { paymentIntent: await res.json() };
      },
      confirmPayment: () => Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not supported by the stand-in' } }),
      createToken: () => Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not supported by the stand-in' } }),
      createPaymentMethod: () => Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not supported by the stand-in' } }),
      _registerWrapper() {},
    };
  }
  StripeStandIn.version = 'endive';
  window.Stripe = StripeStandIn;
})();
`;
}
