const SLOTS = {
  9: /[0-9]/,
  a: /[A-Za-z]/,
  "*": /[A-Za-z0-9]/,
};

// The mask as a list of { slot: RegExp } or { literal: char }; "\" makes the next character literal.
function parseMask(mask) {
  const items = [];
  for (let i = 0; i < mask.length; i++) {
    const ch = mask[i];
    if (ch === "\\" && i + 1 < mask.length) {
      i++;
      items.push({ literal: mask[i] });
    } else if (ch in SLOTS) items.push({ slot: SLOTS[ch] });
    else items.push({ literal: ch });
  }
  return items;
}

function applyMask(mask, input) {
  const items = parseMask(mask);
  let value = "";
  let raw = "";
  let keep = 0; // length of value up to the last filled slot
  let filled = 0;
  let i = 0;
  for (const item of items) {
    // Once the input is used up, literals are still written but cut off below, and a slot stops.
    if (item.literal !== undefined) {
      value += item.literal;
      if (input[i] === item.literal) i++; // a typed or pasted literal is used up here
      continue;
    }
    while (i < input.length && !item.slot.test(input[i])) i++; // skip what this slot cannot take
    if (i === input.length) break;
    value += input[i];
    raw += input[i];
    i++;
    filled++;
    keep = value.length;
  }
  const slots = items.filter((item) => item.slot !== undefined).length;
  return { value: value.slice(0, keep), raw, complete: filled === slots };
}
