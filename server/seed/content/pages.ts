/** Starter text of the managed pages; staff edit them in the admin area. */
export const starterPages = [
  {
    slug: 'about',
    title: 'About Scholar Hub',
    content: `
<h2 id="about-us">Built for health-science research</h2>
<p>Scholar Hub brings together the everyday tools of medical and health-science academics, researchers and students: a journal finder, university positions, conferences and events, manuscript templates, subject experts you can ask in a chat, and a research community.</p>
<h2>What you can do here</h2>
<ul>
<li><a href="/journal-finder">Find the right journal</a> by subject, publisher, indexing, open access and fees.</li>
<li><a href="/vacancy">Browse university and academic positions</a> by country, state and subject.</li>
<li><a href="/event">Discover academic events</a> near you or online.</li>
<li><a href="/templates">Download manuscript templates</a> for research papers, reviews and case reports.</li>
<li><a href="/connect">Connect to a subject expert</a> and ask your question in a real-time chat.</li>
<li><a href="/rc-community">Talk with peers</a> in the research community.</li>
</ul>
<h2>How we work</h2>
<p>Journal and position listings are entered by our staff or imported from public directories, and we correct them when you tell us about a mistake. We do not sell your personal data. Read our <a href="/page/privacy-policy">Privacy Policy</a> and <a href="/page/terms-and-conditions">Terms And Conditions</a>, or <a href="/contact">contact us</a> with any question.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content: `
<p>This policy explains what personal data Scholar Hub collects, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account data</strong>: your name, email address, password (stored only as a one-way hash), qualification, profession, subjects and the profile details you choose to add.</li>
<li><strong>Content you create</strong>: community posts, comments, chat messages and enquiries.</li>
<li><strong>Payment records</strong>: the plan you bought, the amount and the payment provider's order reference. Card details are handled by the payment provider and never reach our servers.</li>
<li><strong>Technical data</strong>: server logs with your IP address and request details, kept for security for up to 30 days.</li>
</ul>
<h2>Why we use it</h2>
<p>To run your account, show you the services of your plan, deliver messages, prevent abuse and meet legal obligations. We do not sell personal data and we do not use third-party advertising trackers.</p>
<h2>Your choices</h2>
<p>You can update your profile at any time from your dashboard, and ask us to export or delete your account through the <a href="/contact">contact page</a>.</p>
<h2>Data on your device</h2>
<p>The app stores your sign-in token and recently viewed lists on your device so that it works offline. Signing out removes the token.</p>`,
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms And Conditions',
    content: `
<p>By creating an account or using Scholar Hub you agree to these terms.</p>
<h2>Your account</h2>
<p>Keep your password private and give accurate details. You are responsible for what is posted from your account.</p>
<h2>Community and chat</h2>
<p>Be respectful. Do not post patient-identifiable information, plagiarised work, spam or unlawful content. Staff may remove content and suspend accounts that break these rules.</p>
<h2>Listings</h2>
<p>Journal, position and event details are provided for information. Always confirm requirements, fees and deadlines on the publisher's or institution's own website before you act.</p>
<h2>Plans and payments</h2>
<p>Paid plans give access to the features listed on the <a href="/plans">plans page</a> for the stated duration. See the <a href="/page/refund-policy">Refund Policy</a> for refunds.</p>`,
  },
  {
    slug: 'refund-policy',
    title: 'Refund Policy',
    content: `
<p>If a paid plan does not work for you, write to us through the <a href="/contact">contact page</a> within 7 days of purchase and we will refund it in full, provided the plan's expert chat has not been used.</p>
<p>Refunds are made to the original payment method, usually within 5 to 10 working days. A refunded plan ends on the day of the refund.</p>`,
  },
  {
    slug: 'disclaimer',
    title: 'Disclaimer',
    content: `
<p>Scholar Hub is an information and networking service. Nothing on it is medical advice.</p>
<p>Journal metrics, indexing, fees, positions and event details come from staff entry and public directories and can change without notice. Experts answer in their personal capacity. Check important details with the publisher, institution or organiser before you rely on them.</p>`,
  },
] as const
