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
  },
  blog: {
    intro:
      "Practical guides on chat automation, customer service and growing your business on messaging apps.",
    empty: "No blog posts yet",
    emptyHint: "Check back later for new content!",
    back: "Back to Blog",
    tags: "Tags",
  },
  notFound: {
    title: "Page not found",
    message: "Oops! Page not found",
  },
  home: {
    pricingTitle: "Simple, Transparent Pricing",
    pricingIntro:
      "Choose the plan that fits your business. No hidden fees, and your assistant is live within {{hours}} of payment.",
    pricingIntroHours: "24-48 hours",
    heroBadge: "AI replies for WhatsApp, Instagram & Messenger",
    heroTitle: "Switch to AI Mode",
    heroLead: "Let {{product}} handle your DMs, bookings & clients while you chill.",
    bookDemo: "Book a Demo",
    instantResponse: "24/7 Instant Response",
    customersHandled: "100+ Customers Handled",
    aiActive: "AI Active",
    multiPlatform: "Multi-Platform",
  },
  pricing: {
    pakistanPlans: "Pakistan Plans",
    pakistanPayment: "Pay with JazzCash, EasyPaisa or Bank Transfer.",
    internationalPlans: "International Plans (USA & UK)",
    internationalPayment: "Pay by credit or debit card (Stripe) or PayPal.",
    mostPopular: "Most Popular",
    implementationCharges: "Implementation charges:",
    perMonth: "per month",
    orPerYear: "or {{price}} per year",
    noPlans: "No pricing plans available at the moment.",
    noPlansHint: "Please check back later or contact us for more information.",
  },
  forms: {
    required: "required",
    email: "Email",
    phone: "Phone",
    businessType: "Business Type",
    selectBusinessType: "Select your business type",
    error: "Error",
    contact: {
      metaTitle: "Contact Us",
      metaDescription:
        "Talk to our team about automating your WhatsApp, Instagram and Messenger replies. We reply within 24 hours.",
      title: "Get in Touch",
      intro:
        "Questions about automation, pricing or setup? Send us a message and our team will get back to you within 24 hours.",
      formTitle: "Send us a Message",
      firstName: "First Name",
      lastName: "Last Name",
      message: "Message",
      messagePlaceholder: "Tell us about your business and what you'd like to automate",
      send: "Send Message",
      sending: "Sending...",
      successTitle: "Message Sent!",
      successDescription: "Thank you for contacting us. We'll get back to you within 24 hours.",
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
            "Setup takes 24-48 hours after payment. We connect your accounts and train the assistant on your business.",
        },
        trial: {
          question: "Do you offer a free trial?",
          answer:
            "Yes, new customers can ask for a 14-day trial to see the automation working on their own messages.",
        },
        platforms: {
          question: "Which platforms do you support?",
          answer: "WhatsApp, Instagram DMs and Facebook Messenger, all managed from one place.",
        },
        reply: {
          question: "How fast will you reply to my message?",
          answer:
            "We reply to every message within 24 hours, usually much sooner during business hours.",
        },
      },
      hours: {
        weekdays: "Monday - Friday",
        weekdaysHours: "9:00 AM - 6:00 PM PST",
        saturday: "Saturday",
        saturdayHours: "10:00 AM - 4:00 PM PST",
        sunday: "Sunday",
        closed: "Closed",
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
        "Tell us about your business and we'll set up AI replies on your WhatsApp, Instagram and Messenger within 24-48 hours.",
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
