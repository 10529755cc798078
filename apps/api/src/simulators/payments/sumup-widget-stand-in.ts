// A stand-in for SumUp's Payment Widget script (https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js)
// for the demo's simulated SumUp and the browser journeys. It offers what the
// payments screen uses: window.SumUpCard.mount({ id, checkoutId, onResponse, onLoad, locale,
// amount, currency, showSubmitButton }) returning { submit, unmount, update }, and processes the
// checkout the way the widget does, with the checkout id alone: PUT /v0.1/checkouts/{id} with
// the card, then onResponse('sent'), and onResponse('success' | 'error' | 'invalid', body).
export function sumupWidgetStandIn(apiBase: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiBase)};
  function field(form, id, label, placeholder, autocomplete) {
    const wrap = document.createElement('div');
    wrap.style.cssText = 'margin-bottom:.75rem';
    const l = document.createElement('label');
    l.htmlFor = id; l.textContent = label; l.style.cssText = 'display:block;margin-bottom:.25rem';
    const input = document.createElement('input');
    input.id = id; input.type = 'text'; input.inputMode = 'numeric'; input.placeholder = placeholder; input.autocomplete = autocomplete;
    input.className = 'form-control';
    wrap.append(l, input); form.appendChild(wrap);
    return input;
  }
  window.SumUpCard = {
    mount(config) {
      const host = document.getElementById(config.id || 'sumup-card');
      if (!host) throw new Error('SumUpCard: #' + (config.id || 'sumup-card') + ' not found');
      const respond = (type, body) => { if (config.onResponse) config.onResponse(type, body); };
      const form = document.createElement('form');
      form.setAttribute('data-sumup-widget', 'stand-in');
      form.noValidate = true;
      const name = field(form, 'sumup-card-name', 'Titolare della carta', 'Mario Rossi', 'cc-name');
      const number = field(form, 'sumup-card-number', 'Numero della carta', '4242 4242 4242 4242', 'cc-number');
      const expiry = field(form, 'sumup-card-expiry', 'Scadenza (MM/AA)', 'MM/AA', 'cc-exp');
      const cvv = field(form, 'sumup-card-cvv', 'CVV', '123', 'cc-csc');
      const button = document.createElement('button');
      button.type = 'submit'; button.className = 'btn btn-primary';
      button.textContent = 'Paga ' + (config.amount ? Number(config.amount).toFixed(2).replace('.', ',') + ' ' + (config.currency === 'EUR' ? '€' : config.currency || '') : '');
      if (config.showSubmitButton === false) button.hidden = true;
      form.appendChild(button);
      let checkoutId = config.checkoutId;
      form.addEventListener('submit', async (e) => {
        e.preventDefault();
        const [mm, yy] = expiry.value.split('/').map((s) => s.trim());
        if (!/^\\d{13,19}$/.test(number.value.replace(/\\s/g, '')) || !mm || !yy || !/^\\d{3,4}$/.test(cvv.value)) {
          respond('invalid', { message: 'Dati della carta non validi' });
          return;
        }
        button.disabled = true;
        respond('sent', {});
        try {
          const res = await fetch(API + '/v0.1/checkouts/' + encodeURIComponent(checkoutId), {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ payment_type: 'card', card: { name: name.value, number: number.value.replace(/\\s/g, ''), expiry_month: mm, expiry_year: yy, cvv: cvv.value } }),
          });
          const body = await res.json();
          if (!res.ok) respond(res.status === 400 ? 'invalid' : 'error', body);
          else if (body.status === 'PAID') respond('success', body);
          else respond('error', { message: 'Transazione rifiutata', ...body });
        } catch (err) {
          respond('error', { message: String(err && err.message || err) });
        } finally {
          button.disabled = false;
        }
      });
      host.appendChild(form);
      setTimeout(() => { if (config.onLoad) config.onLoad(); }, 0);
      return {
        submit() { form.requestSubmit(); },
        unmount() { form.remove(); },
        update(next) { if (next && next.checkoutId) checkoutId = next.checkoutId; },
      };
    },
  };
})();
`;
}
