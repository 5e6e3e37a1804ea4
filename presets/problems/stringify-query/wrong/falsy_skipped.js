function stringifyQuery(params) {
  const encode = (s) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
  const parts = [];
  const emit = (key, value) => {
    if (!value && value !== null) return; // 0, false and "" are lost too
    if (value === null) {
      parts.push(key + "=");
    } else if (value instanceof Date) {
      parts.push(key + "=" + encode(value.toISOString()));
    } else if (Array.isArray(value)) {
      for (const item of value) emit(key, item);
    } else if (typeof value === "object") {
      for (const k of Object.keys(value)) emit(key + "[" + encode(k) + "]", value[k]);
    } else {
      parts.push(key + "=" + encode(String(value)));
    }
  };
  for (const k of Object.keys(params)) emit(encode(k), params[k]);
  return parts.join("&");
}
