# An uncaught NoMatchingPatternKeyError from a nested hash pattern.
config = {db: {user: "admin"}}
config => {db: {user:, pass:}}
