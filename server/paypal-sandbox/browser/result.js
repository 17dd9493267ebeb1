// The buyer page's last step: tell the window that opened it (the product's PayPal button, on the origin the
// SDK named) what the buyer did, and close. Opened without a popup, the page stays and says so in its own words.
;(() => {
  const { token, result, opener } = document.body.dataset
  if (window.opener && opener) {
    window.opener.postMessage({ source: 'paypal-sandbox', token, result }, opener)
    window.close()
  }
})()
