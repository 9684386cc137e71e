// The public site's interface strings in English: the specification's texts, word for word
// (they are a contract, and the e2e specs assert them). catalogue.ur.ts must have every key.

export const en = {
  common: {
    skipToContent: "Skip to content",
    mainNavigation: "Main",
    menu: "Menu",
    adminLogin: "Admin Login",
    getStarted: "Get Started",
    getStartedWith: "Get Started with {{name}}",
    returnHome: "Return to Home",
    backToHome: "Back to Home",
    opensInNewTab: "{{name}} (opens in a new tab)",
    notifications: "Notifications",
    closeToast: "Close toast",
  },
  editBar: {
    /** The bar's landmark name. */
    label: "Console",
    onlyYou: "Only you see this bar: you are signed in to the console.",
    editPage: "Edit this page",
  },
  language: {
    /** The switcher's label, in the language of the page it is on. */
    switcherLabel: "Language",
    /** The other language's name, written in that language (shown on the Urdu page's switcher). */
    nameInOwnLanguage: "English",
    /** The switcher's accessible name on a page in the other language. */
    switchTo: "Read this page in English",
  },
  nav: {
    home: "Home",
    features: "Features",
    pricing: "Pricing",
    blog: "Blog",
    about: "About",
    contact: "Contact",
  },
  footer: {
    tagline: "AI-powered replies on WhatsApp, Instagram and Messenger, 24/7.",
    socialMedia: "Social media",
    quickLinks: "Quick Links",
    services: "Services",
    contactInfo: "Contact Info",
    privacyPolicy: "Privacy Policy",
    termsOfService: "Terms of Service",
    serviceList: {
      whatsapp: "WhatsApp Automation",
      chatbots: "AI Chatbots",
      facebook: "Facebook Integration",
      instagram: "Instagram Automation",
      support: "Customer Support",
      analytics: "Business Analytics",
    },
  },
  meta: {
    aboutTitle: "About Us",
    aboutDescription:
      "Meet the Karachi team behind {{site}}: AI replies on WhatsApp, Instagram and Messenger for businesses in Pakistan, the Gulf, the UK and the USA.",
    featuresDescription:
      "AI auto-replies for WhatsApp, Instagram and Facebook Messenger: button replies, Urdu and English conversations, 24/7 answers, 100+ chats at once, analytics and security.",
    pricingDescription:
      "{{site}} plans for Pakistan and international businesses: WhatsApp, Instagram and Messenger automation, 20% off yearly, live in {{setupTime}}.",
    blogDescription:
      "Guides and ideas on automating WhatsApp, Instagram and Messenger conversations for your business.",
    /** Plan names in the pricing page's structured data: "Starter (Pakistan)". */
    planRegionPakistan: "Pakistan",
    planRegionInternational: "International",
  },
  /** The root error page (a page that failed to render, or the database away). */
  errors: {
    errorHeading: "Error",
    somethingWrong: "Something went wrong",
    unexpected: "An unexpected error occurred. Please try again in a moment.",
    unavailableTitle: "Temporarily unavailable",
    unavailableRetrying: "This page will be back in a moment. Retrying…",
  },
  blog: {
    intro:
      "Practical guides on chat automation, customer service and growing your business on messaging apps.",
    empty: "No blog posts yet",
    emptyHint: "Check back later for new content!",
    back: "Back to Blog",
    tags: "Tags",
  },
  /** Book a Demo (/book): the days, times and details; the confirmation; the links' pages. */
  booking: {
    metaTitle: "Book a Demo",
    metaDescription:
      "Choose a day and a time for a free demo call: we show you how AI replies to your customers on WhatsApp, Instagram and Messenger.",
    title: "Book a Demo",
    intro: "Choose a day and a time that suit you. The call takes about half an hour.",
    hostTitle: "Book a demo with {{host}}",
    meetingWith: "Demo with {{host}}",
    zoneLabel: "Your time zone",
    zoneCommon: "Common time zones",
    zoneAll: "All time zones",
    showTimes: "Show times",
    timesIn: "Times are shown in {{zone}}.",
    zoneRefused: "We do not know that time zone, so times are shown in {{zone}}.",
    dayStep: "1. Choose a day",
    timeStep: "2. Choose a time",
    detailsStep: "3. Your details",
    timesOn: "Free times on {{day}}",
    timesCount_one: "{{count}} time",
    timesCount_other: "{{count}} times",
    noTimes:
      "No times are free just now. Please try again later or write to us on the Contact page.",
    chooseTime: "Please choose a time.",
    submit: "Book the demo",
    submitting: "Booking...",
    failure: "The booking could not be made. Please try again.",
    confirmation: {
      title: "Your demo is booked",
      intro: "We look forward to speaking with you.",
      yourTime: "Your time",
      hostTime: "{{host}}'s time",
      place: "Where",
      placeKinds: {
        video: "Video call",
        phone: "Phone or WhatsApp call",
        address: "Address",
      },
      addToCalendar: "Add it to your calendar",
      google: "Add to Google Calendar",
      outlook: "Outlook",
      download: "Download the invite (.ics)",
      changeTitle: "Need to change it?",
      changeText:
        "These links let you move or cancel the meeting until it starts. Keep them to yourself.",
      reschedule: "Reschedule",
      cancel: "Cancel the meeting",
    },
    reschedule: {
      metaTitle: "Reschedule your demo",
      title: "Choose a new time",
      current: "Booked for",
      submit: "Move the meeting",
      doneTitle: "Your demo is moved",
    },
    cancel: {
      metaTitle: "Cancel your demo",
      title: "Cancel your demo",
      reason: "Reason (optional)",
      reasonHint: "Up to 500 characters. The host will read it.",
      submit: "Cancel the meeting",
      keep: "Keep the meeting",
      doneTitle: "Your demo is cancelled",
      doneText: "The time is free again. You are welcome to book another one.",
      bookAgain: "Book another time",
    },
    linkTitle: "This link cannot change the meeting",
    bookAgain: "Book a demo",
    refusals: {
      impossible_time: "That date or time does not exist. Please choose one of the times shown.",
      unknown_zone: "We do not know that time zone. Please choose yours from the list.",
      time_past: "That time has passed. Please choose another.",
      time_too_soon: "That time is too soon to book now. Please choose a later one.",
      time_not_offered: "That time is not one we offer. Please choose one of the times shown.",
      time_taken: "That time was just taken. Please choose another.",
      host_not_found: "There is no booking page at this address.",
      host_unavailable: "This person no longer takes demos. Please book with the team instead.",
      no_hosts: "No one is taking demos just now. Please try again later.",
      link_unknown: "This link does not open a booking. Please use the link in your confirmation.",
      link_expired: "This meeting has started or is over, so it can no longer be changed.",
      booking_cancelled: "This meeting was cancelled.",
      reason_too_long: "Please keep the reason to 500 characters.",
    },
  },
  chat: {
    /** The floating chat button's text, and its name where a phone shows only the icon. */
    button: "Chat on WhatsApp",
    /** A chat's first message while the owner has set none (Website Settings, ADR 0046). */
    defaultMessage: "Hi! I'm interested in {product}. I was reading {page}.",
    /** The line after it that ties the chat to its visit. */
    reference: "Ref: {{code}}",
    /** A chat asked from a plan while the owner's message does not name it (ADR 0048). */
    planMessage: "Hi! I'd like to know more about the {plan} plan of {product}.",
    /** A pricing card's chat link; its name names the plan for screen readers. */
    askOnWhatsapp: "Ask on WhatsApp",
    askAboutPlan: "Ask on WhatsApp about the {{plan}} plan",
    /** The Messenger and Instagram chat links (contact page, footer). */
    messenger: "Messenger",
    instagram: "Instagram",
    messageOnMessenger: "Message us on Messenger",
    messageOnInstagram: "Message us on Instagram",
    /** Under the button outside the business hours (ADR 0049); `time` carries the zone's label. */
    replyFrom: "We reply from {{time}}",
    replyOn: "We reply {{day}} from {{time}}",
    /** The wide screen's disclosure of the chat's QR code, and the code's alt text and hint. */
    qrButton: "Scan to chat on your phone",
    qrAlt: "QR code that opens this chat in WhatsApp",
    qrHint: "Point your phone's camera at the code to continue this chat in WhatsApp.",
  },
  /** The business hours as a visitor reads them (business-hours/hours-text.ts). */
  hours: {
    dayRange: "{{from}} - {{to}}",
    timeRange: "{{opens}} - {{closes}}",
    inZone: "{{hours}} {{zone}}",
    closed: "Closed",
  },
  notFound: {
    title: "Page not found",
    message: "Oops! Page not found",
  },
  bookingEmail: {
    /** A demo booking's e-mails to the visitor, in the language they booked in. */
    subject: {
      invitation: "Your demo with {{site}} is booked: {{when}}",
      update: "Your demo with {{site}} has changed: {{when}}",
      cancellation: "Your demo with {{site}} is cancelled",
      reminderDay: "Reminder: your demo with {{site}} is tomorrow, {{when}}",
      reminderHour: "Reminder: your demo with {{site}} starts in an hour",
    },
    greeting: "Hello {{name}},",
    intro: {
      invitation:
        "Your demo with {{host}} is booked. The invitation is attached: open it to add the meeting to your calendar.",
      update:
        "Your demo with {{host}} has changed. The updated invitation is attached: open it to update the meeting in your calendar.",
      cancellation:
        "Your demo with {{host}} is cancelled. The attached file takes the meeting off your calendar.",
      reminderDay: "A reminder: your demo with {{host}} is tomorrow.",
      reminderHour: "A reminder: your demo with {{host}} starts in an hour.",
    },
    /** The invitation's title in the visitor's calendar. */
    meetingTitle: "{{site}} demo with {{host}}",
    /** A meeting's day, clock times and zone; the subject's day and start. */
    when: "{{date}}, {{times}} ({{zone}})",
    subjectWhen: "{{date}}, {{time}}",
    yourTime: "Your time",
    hostTime: "{{host}}'s time",
    where: "Where",
    place: {
      video: "Video call: {{link}}",
      hostCalls: "{{host}} calls you from {{number}}",
      hostCallsYou: "{{host}} calls you on WhatsApp at {{number}}",
      hostCallsYouLater: "{{host}} calls you",
      address: "In person: {{address}}",
    },
    reason: "Reason: {{reason}}",
    addToGoogle: "Add to Google Calendar",
    addToOutlook: "Outlook",
    changeIntro: "Need another time? These links work until the meeting starts:",
    reschedule: "Reschedule",
    cancel: "Cancel",
    bookAgain: "Book another time: {{link}}",
    signOff: "Thank you, the {{site}} team",
  },
  home: {
    pricingTitle: "Simple, Transparent Pricing",
    pricingIntro:
      "Choose the plan that fits your business. No hidden fees, and your assistant is live within {{setupTime}} of payment.",
    heroBadge: "AI replies for WhatsApp, Instagram & Messenger",
    heroTitle: "Switch to AI Mode",
    heroLead: "Let {{product}} handle your DMs, bookings & clients while you chill.",
    bookDemo: "Book a Demo",
    instantResponse: "24/7 Instant Response",
    customersHandled: "100+ Customers Handled",
    aiActive: "AI Active",
    multiPlatform: "Multi-Platform",
    /** The example conversation beside the hero. */
    chat: {
      label:
        "Example WhatsApp chat: the AI assistant answers a customer's question, offers reply buttons and confirms a JazzCash order within seconds.",
      business: "Noor Boutique",
      status: "AI assistant · online",
      question: "Salam! Is the blue lawn suit available in medium?",
      answer:
        "Walaikum Salam! Yes, the blue 3-piece lawn suit is in stock in M for Rs 4,500, with free delivery in Lahore.",
      orderNow: "Order now",
      moreColours: "More colours",
      order: "Order now. I'll pay with JazzCash.",
      confirmed: "Done! Order #1042 is confirmed. JazzCash details are on their way.",
      repliedBy: "Replied by AI in 2s",
      placeholder: "Message",
    },
    /** The features overview and the stats under it. */
    features: {
      eyebrow: "Features",
      title: "Everything You Need to Put Your DMs on Autopilot",
      intro:
        "One assistant answers every customer on the apps they already use, in their own language, day and night.",
      exploreTitle: "Explore all features",
      exploreText: "See every feature in detail.",
      startText: "Tell us about your business.",
      simultaneousCustomers: "Simultaneous Customers",
      availability: "Availability",
      unlimitedReplies: "Unlimited Replies",
      unlimited: "Unlimited",
    },
  },
  /** The Features page; `list` also gives Home's overview its titles and summaries. */
  features: {
    eyebrow: "Features",
    title: "Powerful Features for Every Conversation",
    intro:
      "From the first “Salam, price?” to a confirmed order, automate the conversations that grow your business on WhatsApp, Instagram and Facebook Messenger, in Urdu, English and 50+ more languages.",
    allFeatures: "All features",
    ctaTitle: "Ready to Switch to AI Mode?",
    ctaText:
      "Tell us about your business and we will set up your assistant within {{setupTime}}, so your customers get answers while you focus on the work you enjoy.",
    startTrial: "Start Free Trial",
    scheduleDemo: "Schedule Demo",
    list: {
      "whatsapp-automation": {
        title: "WhatsApp Automation",
        summary:
          "Answer every WhatsApp message in seconds with replies that sound like your own team.",
        description:
          "Turn your WhatsApp Business number into a sales and support desk that never logs off. Prices, stock, delivery charges and order details are answered the moment a customer messages you.",
        benefits: {
          one: "Instant answers to price, stock and delivery questions",
          two: "Orders captured in the chat, with JazzCash, EasyPaisa or bank details shared automatically",
          three: "Product photos, catalogue links and locations sent on request",
          four: "Works with the business number your customers already know",
          five: "Hands the chat to a team member whenever a human touch is needed",
        },
      },
      "instagram-dm-automation": {
        title: "Instagram DM Automation",
        summary: "Turn story replies and DMs into sales while followers are still interested.",
        description:
          "Your inbox fills up fastest right after a post or story goes live. Every DM and story reply gets an instant, on-brand answer, so curious followers become paying customers before they scroll away.",
        benefits: {
          one: "Instant replies to DMs, story replies and mentions",
          two: "Keyword triggers such as “price”, “size” or “order”",
          three: "Size charts, colour options and links shared in one message",
          four: "Contact details collected for your sales team",
          five: "A consistent brand voice on every single reply",
        },
      },
      "facebook-messenger-automation": {
        title: "Facebook Messenger Automation",
        summary: "Reply to every Page message instantly and keep leads from your ads warm.",
        description:
          "Leads from click-to-Messenger ads go cold within minutes. Every message to your Facebook Page gets an immediate, helpful answer, and the serious buyers are qualified and passed on to your team.",
        benefits: {
          one: "Instant replies to messages from ads, posts and your Page",
          two: "Opening hours, location and delivery FAQs answered automatically",
          three: "Leads qualified with a few quick, friendly questions",
          four: "Booking and appointment requests captured with date and time",
          five: "A faster response time that customers notice on your Page",
        },
      },
      "button-reply-setup": {
        title: "Button Reply Setup",
        summary:
          "Guide customers with tap-to-reply buttons for menus, prices, bookings and orders.",
        description:
          "Not every question needs typing. Clear tap-to-reply buttons such as View Prices, Book Appointment or Track Order take customers to the right answer in one or two taps.",
        benefits: {
          one: "Custom menus for your products, services and offers",
          two: "Guided flows for orders, bookings and complaints",
          three: "Fewer typos and misunderstood questions",
          four: "Faster answers for customers who prefer tapping to typing",
          five: "Buttons set up for you and updated whenever your offers change",
        },
      },
      "ai-integrated-conversations": {
        title: "AI Integrated Conversations",
        summary:
          "Natural AI replies that understand context, follow-up questions and your business details.",
        description:
          "The AI learns your products, prices and policies, then holds real conversations: it understands follow-up questions, remembers what the customer already said and knows when to bring in a person.",
        benefits: {
          one: "Trained on your own FAQs, menus and price lists",
          two: "Understands follow-up questions in context",
          three: "Recommends related products and suggests upsells naturally",
          four: "Recognises complaints and urgent requests and alerts your team",
          five: "Stays accurate as you update your prices and policies",
        },
      },
      "multi-language-support": {
        title: "Multi-language Support",
        summary: "Chat with customers in Urdu, Roman Urdu, English and 50+ other languages.",
        description:
          "Customers write the way they talk: in Urdu, Roman Urdu, English or a mix of all three. Each message is understood and answered in the customer’s own language, at home and abroad.",
        benefits: {
          one: "Replies in 50+ languages",
          two: "Urdu, Roman Urdu and English, even mixed in one message",
          three: "Automatic language detection, with no menus to choose from",
          four: "The same accurate prices and policies in every language",
          five: "Ready for overseas Pakistanis and buyers in the UK and USA",
        },
      },
      "instant-replies": {
        title: "24/7 Instant Replies",
        summary: "Customers get an answer in seconds, at 3 AM, on Sundays and over Eid.",
        description:
          "Customers message after work, late at night and on holidays. Every message is answered in seconds, so you never lose a sale because nobody was online.",
        benefits: {
          one: "Answers within seconds, around the clock",
          two: "No missed leads after business hours",
          three: "Weekend and holiday cover without extra staff",
          four: "Customers across time zones served in their own daytime",
          five: "Lower support costs as your business grows",
        },
      },
      "multi-customer-handling": {
        title: "Multi-Customer Handling",
        summary: "Handle 100+ conversations at once without a queue.",
        description:
          "Launch a sale or go viral without worrying about the rush. More than 100 conversations run at the same time, and every customer still gets a complete, personal answer.",
        benefits: {
          one: "100+ simultaneous conversations",
          two: "No queues and no “please wait” messages",
          three: "Each chat keeps its own context and order details",
          four: "Ready for sale days, launches and seasonal rushes",
          five: "Scales with your business without new hires",
        },
      },
      "analytics-insights": {
        title: "Analytics & Insights",
        summary: "See what customers ask, when they message and which chats become leads.",
        description:
          "See what customers ask about, when they message and which conversations turn into leads, so your decisions about stock, staffing and marketing rest on real numbers.",
        benefits: {
          one: "Conversation and lead volumes at a glance",
          two: "Busiest hours and days for each platform",
          three: "Most-asked questions and most-requested products",
          four: "Lead sources compared across WhatsApp, Instagram and Messenger",
          five: "Clear pointers for improving replies and offers",
        },
      },
      "enterprise-security": {
        title: "Enterprise Security",
        summary: "Customer conversations and business data protected at every step.",
        description:
          "Your customers trust you with their names, numbers and addresses. Conversations and business data are protected with encrypted connections, strict access control and careful handling.",
        benefits: {
          one: "Encrypted connections for every conversation",
          two: "Access limited to the people you authorise",
          three: "Customer data never sold or shared with advertisers",
          four: "Secure sign-in for your admin team",
          five: "Regular backups and continuous monitoring",
        },
      },
    },
  },
  about: {
    title: "About {{product}}",
    intro:
      "We help small and medium businesses answer every customer on WhatsApp, Instagram and Facebook Messenger, instantly and around the clock.",
    missionTitle: "Our Mission",
    mission:
      "To give every growing business the power to reply to every message in seconds, with automation that sounds like you, so owners can focus on their craft instead of their inbox.",
    visionTitle: "Our Vision",
    vision:
      "A world where no customer message goes unanswered, whatever the hour, the platform or the language, and where AI is within reach of the smallest shop, not only the biggest brands.",
    valuesTitle: "Our Values",
    valuesIntro: "The principles behind every bot we build.",
    values: {
      customers: {
        title: "Customers first",
        text: "Every reply your bot sends carries your name, so we design each conversation as if it were our own shop.",
      },
      speed: {
        title: "Speed that matters",
        text: "A customer who waits is a customer who leaves. We build for instant answers, day and night.",
      },
      honest: {
        title: "Honest and secure",
        text: "Clear prices, no hidden fees, and your customers' messages handled with care and kept private.",
      },
      improving: {
        title: "Always improving",
        text: "We study real conversations and refine your flows, so your automation gets better every month.",
      },
    },
    storyTitle: "Our Story",
    story: {
      beginning:
        "{{product}} began in Karachi with a small team and a simple problem: the clothing stores, bakeries and salons around us were losing customers in their inboxes. Messages arrived at midnight, questions about prices and delivery went unanswered, and orders went to whoever replied first.",
      firstBots:
        "So we started answering DMs for local shops ourselves. The same questions came again and again, and we turned our answers into button replies and automated flows on WhatsApp, then on Instagram and Facebook Messenger. When we added AI, our bots could hold real conversations in English, Urdu and many more languages.",
      today:
        "Today we serve businesses across Pakistan, the Gulf, the UK and the USA, from single-owner boutiques to busy clinics and agencies. Every setup is still done by our own team, and every customer still gets a reply in seconds.",
    },
    numbersTitle: "{{product}} in Numbers",
    stats: {
      experts: {
        label: "Experts",
        text: "Conversation designers, AI engineers and support specialists.",
      },
      faster: { label: "Faster", text: "Quicker first replies than answering DMs by hand." },
      countries: {
        label: "Countries",
        text: "Businesses from Karachi to Dubai, London and New York.",
      },
    },
    leadershipTitle: "Leadership",
    ceo: {
      name: "Hamza Qureshi",
      initials: "HQ",
      role: "Founder & CEO",
      bio: "Hamza spent eight years running customer support for e-commerce brands in Karachi, where he watched shops lose sales to unanswered DMs every night. He founded {{product}} to give every growing business an assistant that never sleeps, and he still reviews new customer flows himself.",
      emailLabel: "Email the CEO, {{name}}, at {{email}}",
      email: "Email the CEO",
    },
    ctaTitle: "Ready to automate your DMs?",
    ctaText:
      "Tell us about your business and we will have your automation live within {{setupTime}} after payment.",
    contactUs: "Contact Us",
  },
  pricing: {
    pakistanPlans: "Pakistan Plans",
    pakistanPayment: "Pay with JazzCash, EasyPaisa or Bank Transfer.",
    internationalPlans: "International Plans (USA & UK)",
    internationalPayment: "Pay by credit or debit card (Stripe) or PayPal.",
    mostPopular: "Most Popular",
    perMonth: "per month",
    orPerYear: "or {{price}} per year",
    noPlans: "No pricing plans available at the moment.",
    noPlansHint: "Please check back later or contact us for more information.",
    pageTitle: "Pricing Plans",
    pageIntro:
      "Simple monthly plans for businesses in Pakistan and abroad. Every plan includes setup by our team and 24/7 automated replies.",
    yearlySaving: "Save {{discount}} with yearly billing",
    choosePlan: "Choose your plan",
    compareTitle: "Compare Plans",
    compareIntro: "Starter covers WhatsApp. Premium adds AI, Instagram, Messenger and more.",
    compareCaption: "Features included in the Starter and Premium plans",
    feature: "Feature",
    included: "Included",
    notIncluded: "Not included",
    faqTitle: "Frequently Asked Questions",
    /** The FAQ, also described in the page's FAQPage structured data. */
    faqs: {
      trial: {
        question: "Do you offer a free trial?",
        answer:
          "No, we don't offer a free trial. Instead, our team sets up your automation for you: we connect your accounts, build your button replies and test every flow, so your bot is live and answering customers within {{setupTime}} after payment.",
      },
      setup: {
        question: "How long does setup take?",
        answer:
          "Setup takes {{setupTime}} after payment. In that time we connect your WhatsApp, Instagram or Facebook Messenger accounts, configure your replies and run test conversations before going live.",
      },
      payment: {
        question: "Which payment methods do you accept?",
        answer:
          "In Pakistan you can pay with JazzCash, EasyPaisa or bank transfer. International customers can pay by credit or debit card or with PayPal.",
      },
      yearly: {
        question: "How much do I save with yearly billing?",
        answer:
          "Yearly billing saves you 20% compared with paying month by month. Each plan shows its yearly price under the monthly price.",
      },
      capacity: {
        question: "How many customers can the bot handle at once?",
        answer:
          "Both Starter and Premium handle 100+ concurrent customers, so nobody waits in a queue, even at your busiest hours. You can move from Starter to Premium at any time as your business grows.",
      },
    },
    compareRows: {
      buttons: "Button replies",
      allDay: "24/7 responses",
      concurrent: "100+ concurrent customers",
      whatsapp: "WhatsApp automation",
      ai: "AI integration",
      instagram: "Instagram DM automation",
      messenger: "Facebook Messenger automation",
      languages: "Multi-language support (50+ languages)",
      unlimited: "Unlimited replies",
      priority: "Priority support",
    },
  },
  forms: {
    required: "required",
    email: "Email",
    phone: "Phone",
    businessType: "Business Type",
    selectBusinessType: "Select your business type",
    error: "Error",
    /** The hidden field bots fill in (read by screen readers only if they ignore aria-hidden). */
    honeypot: "Leave this field empty",
    consent: {
      required: "Please tick this box to agree before sending.",
      changed:
        "The text of this agreement has just changed. Please read it and tick the box again.",
    },
    contact: {
      metaTitle: "Contact Us",
      metaDescription:
        "Talk to our team about automating your WhatsApp, Instagram and Messenger replies. We reply within {{replyTime}}.",
      title: "Get in Touch",
      intro:
        "Questions about automation, pricing or setup? Send us a message and our team will get back to you within {{replyTime}}.",
      formTitle: "Send us a Message",
      firstName: "First Name",
      lastName: "Last Name",
      message: "Message",
      messagePlaceholder: "Tell us about your business and what you'd like to automate",
      send: "Send Message",
      sending: "Sending...",
      successTitle: "Message Sent!",
      successDescription:
        "Thank you for contacting us. We'll get back to you within {{replyTime}}.",
      failureDescription: "Something went wrong. Please try again or contact us directly.",
      contactInformation: "Contact information",
      whatsapp: "WhatsApp",
      businessHours: "Business Hours",
      globalPresence: "Global Presence",
      headquartered: "Headquartered in {{address}}, serving businesses in:",
      quickAnswers: "Quick Answers",
      faq: {
        start: {
          question: "How quickly can I get started?",
          answer:
            "Setup takes {{setupTime}} after payment. We connect your accounts and train the assistant on your business.",
        },
        trial: {
          question: "Do you offer a free trial?",
          answer:
            "Yes, new customers can ask for a trial of {{trialLength}} to see the automation working on their own messages.",
        },
        platforms: {
          question: "Which platforms do you support?",
          answer: "WhatsApp, Instagram DMs and Facebook Messenger, all managed from one place.",
        },
        reply: {
          question: "How fast will you reply to my message?",
          answer:
            "We reply to every message within {{replyTime}}, usually much sooner during business hours.",
        },
      },
      countries: {
        pk: "Pakistan",
        ae: "United Arab Emirates",
        sa: "Saudi Arabia",
        uk: "United Kingdom",
        us: "United States",
      },
      businessTypes: {
        "e-commerce": "E-Commerce",
        restaurant: "Restaurant",
        healthcare: "Healthcare",
        education: "Education",
        "real-estate": "Real Estate",
        "general-inquiry": "General Inquiry",
        other: "Other",
      },
    },
    getStarted: {
      metaTitle: "Get Started",
      metaDescription:
        "Tell us about your business and we'll set up AI replies on your WhatsApp, Instagram and Messenger within {{setupTime}}.",
      title: "Get Started with {{site}}",
      intro: "Tell us about your business. We'll reach out on WhatsApp to set up your automation.",
      selectedPlan: "Selected plan:",
      fullName: "Full Name",
      whatsappNumber: "WhatsApp Number",
      whatsappHint: "With country code, e.g. +92 300 1234567",
      country: "Country",
      submit: "Submit & Get Started",
      submitting: "Submitting...",
      successTitle: "Form Submitted Successfully!",
      successDescription: "We'll get back to you soon.",
      failureDescription: "Failed to submit form. Please try again.",
      businessTypes: {
        "E-Commerce": "E-Commerce",
        "Travel Agency": "Travel Agency",
        "Solar Business": "Solar Business",
        Restaurant: "Restaurant",
        Influencers: "Influencers",
        "Health & Care": "Health & Care",
        "Real Estate": "Real Estate",
        Education: "Education",
        Other: "Other",
      },
    },
  },
  validation: {
    required: "{{field}} is required",
    tooLong: "{{field}} must be at most {{max}} characters",
    emailRequired: "Email is required",
    emailTooLong: "Email is too long",
    emailInvalid: "Enter a valid email address",
    phoneTooLong: "{{field}} is too long",
    phoneInvalid: "Enter a valid phone number with country code, e.g. +92 300 1234567",
    chooseBusinessType: "Choose a business type from the list",
    fields: {
      firstName: "First name",
      lastName: "Last name",
      phone: "Phone",
      message: "Message",
      name: "Name",
      whatsappNumber: "WhatsApp number",
      country: "Country",
      notes: "Notes",
    },
  },
  submission: {
    tooMany: "Too many submissions",
    checkForm: "Please check the form",
    checkFormDescription: "Some fields need your attention.",
    missingTitle: "Missing Information",
    missingDescription: "Please fill in all required fields.",
    retryAfter_one: "Please wait {{count}} minute and try again.",
    retryAfter_other: "Please wait {{count}} minutes and try again.",
  },
} as const;

/** The catalogue's shape: every key of the English one, each a string. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalogue = Shape<typeof en>;
