function isEmpty(value) {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

const lengthOf = (value) => (Array.isArray(value) ? value.length : String(value).length);

// The message of the first failing check of one rule, or null.
function checkRule(rule, value, values) {
  const say = (fallback) => (rule.message === undefined ? fallback : rule.message);
  if ("required" in rule) return rule.required && isEmpty(value) ? say("Required") : null;
  if (isEmpty(value)) return null; // an empty optional field passes every other rule
  if ("minLength" in rule) return lengthOf(value) < rule.minLength ? say(`Too short (min ${rule.minLength})`) : null;
  if ("maxLength" in rule) return lengthOf(value) > rule.maxLength ? say(`Too long (max ${rule.maxLength})`) : null;
  if ("pattern" in rule) {
    rule.pattern.lastIndex = 0; // a /g or /y RegExp remembers where it stopped
    const ok = rule.pattern.test(String(value));
    rule.pattern.lastIndex = 0;
    return ok ? null : say("Invalid format");
  }
  if ("min" in rule) return !(Number(value) >= rule.min) ? say(`Must be at least ${rule.min}`) : null;
  if ("max" in rule) return !(Number(value) <= rule.max) ? say(`Must be at most ${rule.max}`) : null;
  if ("equalsField" in rule) return value !== values[rule.equalsField] ? say(`Must match ${rule.equalsField}`) : null;
  if ("validate" in rule) {
    const result = rule.validate(value, values);
    return typeof result === "string" && result !== "" ? result : null;
  }
  throw new Error("unknown rule");
}

function validateForm(values, schema) {
  const errors = {};
  for (const field of Object.keys(schema)) {
    for (const rule of schema[field]) {
      const message = checkRule(rule, values[field], values);
      if (message !== null) {
        errors[field] = message;
        break; // only the first failing rule is reported
      }
    }
  }
  return errors;
}
