function truncateMiddle(text, maxLength) {
  const chars = text.split(""); // UTF-16 units: an emoji can be cut in half
  if (chars.length <= maxLength) return text;
  // From the last "." on. With no dot (length + 1) or a leading dot (the whole text) it never fits
  // below; a trailing dot (1) never exceeds the default tail when an extension may be kept.
  const extLength = chars.length - chars.lastIndexOf(".");
  let tail = Math.floor((maxLength - 1) / 2);
  if (extLength <= maxLength - 2) tail = Math.max(tail, extLength); // keep the whole extension
  const head = maxLength - 1 - tail;
  return chars.slice(0, head).join("") + "…" + chars.slice(chars.length - tail).join("");
}
