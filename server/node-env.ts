// Imported first by the entry, before React is loaded: React picks its development build
// (several times slower) unless NODE_ENV says production, and `npm start` is production.
process.env.NODE_ENV ??= "production";
