function isValid(text) {
  // closing -> opening
  const partner = { ')': '(', ']': '[', '}': '{' };
  const pending = [];
  for (const ch of text) {
    if (ch in partner) {
      if (pending.length === 0 || pending.pop() !== partner[ch]) return false; // mismatch
    } else {
      pending.push(ch);
    }
  }
  return pending.length === 0;
}
