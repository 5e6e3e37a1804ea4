function truncateWords(text, maxLen) {
  if (text.length <= maxLen) return text;
  const room = maxLen - 3;
  // The kept prefix text[0..i) must end a word (text[i] is a space, text[i-1] is not) and fit in room.
  let i = room;
  while (i > 0 && !(text[i] === " " && text[i - 1] !== " ")) i--;
  return (i > 0 ? text.slice(0, i) : text.slice(0, room)) + "...";
}
