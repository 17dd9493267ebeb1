// The sandbox's stand-in for PayPal's JavaScript SDK: `paypal.Buttons({ createOrder, onApprove, onCancel,
// onError }).render(container)`, as @paypal/paypal-js loads it through `sdkBaseUrl`. The button opens the
// sandbox's buyer page in a popup, as PayPal's opens its own; the page reports back by postMessage.
;(() => {
  const root = new URL('../', document.currentScript.src)
  const actions = { order: {} }

  // The button's look, once per page: PayPal's gold, full width, as PayPal's vertical layout draws it.
  if (!document.querySelector('link[data-paypal-sandbox]')) {
    const sheet = document.createElement('link')
    sheet.rel = 'stylesheet'
    sheet.href = `${root}sdk.css`
    sheet.dataset.paypalSandbox = ''
    document.head.append(sheet)
  }

  function Buttons(options = {}) {
    let container = null

    function checkout(button) {
      // Opened in the click itself, as PayPal does, so a popup blocker lets it through.
      const popup = window.open('about:blank', 'paypal-sandbox-checkout', 'popup,width=480,height=640')
      const fail = (error) => {
        if (popup && !popup.closed) popup.close()
        button.disabled = false
        if (options.onError) options.onError(error)
      }
      if (!popup) return fail(new Error('The PayPal window was blocked.'))
      button.disabled = true
      Promise.resolve()
        .then(() => options.createOrder({ paymentSource: 'paypal' }, actions))
        .then((orderID) => {
          if (typeof orderID !== 'string' || !orderID) throw new Error('Expected an order id to be passed')
          popup.location.href = `${root}checkoutnow?token=${encodeURIComponent(orderID)}&opener=${encodeURIComponent(window.location.origin)}`
          const finish = () => {
            clearInterval(watch)
            window.removeEventListener('message', onMessage)
            button.disabled = false
          }
          const onMessage = (event) => {
            const data = event.data
            if (event.origin !== root.origin || !data || data.source !== 'paypal-sandbox' || data.token !== orderID) return
            finish()
            if (data.result === 'approved') {
              Promise.resolve()
                .then(() => options.onApprove && options.onApprove({ orderID, payerID: 'SANDBOXBUYER01', paymentSource: 'paypal' }, actions))
                .catch((error) => options.onError && options.onError(error))
            } else if (options.onCancel) options.onCancel({ orderID })
          }
          // Closing the window without paying is a cancel, as at PayPal.
          const watch = setInterval(() => {
            if (!popup.closed) return
            finish()
            if (options.onCancel) options.onCancel({ orderID })
          }, 400)
          window.addEventListener('message', onMessage)
        })
        .catch(fail)
    }

    return {
      isEligible: () => true,
      render(target) {
        container = typeof target === 'string' ? document.querySelector(target) : target
        if (!container) return Promise.reject(new Error(`Document is ready and element ${target} does not exist`))
        const button = document.createElement('button')
        button.type = 'button'
        button.className = 'paypal-sandbox-button'
        button.textContent = 'PayPal'
        button.setAttribute('aria-label', 'Pay with PayPal')
        button.addEventListener('click', () => checkout(button))
        container.replaceChildren(button)
        return Promise.resolve()
      },
      close() {
        if (container) container.replaceChildren()
        return Promise.resolve()
      },
    }
  }

  window.paypal = { version: '5.0.0-sandbox', FUNDING: { PAYPAL: 'paypal' }, Buttons }
})()
