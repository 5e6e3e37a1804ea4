const SIDE_ORDER = {
  top: ["top", "bottom", "right", "left"],
  bottom: ["bottom", "top", "right", "left"],
  left: ["left", "right", "top", "bottom"],
  right: ["right", "left", "top", "bottom"],
};

function placeTooltip(anchor, tip, viewport, preferred = "top", gap = 8) {
  const fits = {
    top: anchor.y - gap - tip.height >= 0,
    bottom: anchor.y + anchor.height + gap + tip.height <= viewport.height,
    left: anchor.x - gap - tip.width >= 0,
    right: anchor.x + anchor.width + gap + tip.width <= viewport.width,
  };
  const side = SIDE_ORDER[preferred].find((s) => fits[s]) || preferred;
  // Shift along the cross axis into the viewport; a tooltip larger than the viewport starts at 0.
  const shift = (start, size, limit) => Math.min(Math.max(start, 0), limit - size);
  let x, y, arrow;
  if (side === "top" || side === "bottom") {
    y = side === "top" ? anchor.y - gap - tip.height : anchor.y + anchor.height + gap;
    const center = anchor.x + anchor.width / 2;
    x = shift(center - tip.width / 2, tip.width, viewport.width);
    arrow = Math.min(Math.max(center - x, 0), tip.width);
  } else {
    x = side === "left" ? anchor.x - gap - tip.width : anchor.x + anchor.width + gap;
    const center = anchor.y + anchor.height / 2;
    y = shift(center - tip.height / 2, tip.height, viewport.height);
    arrow = Math.min(Math.max(center - y, 0), tip.height);
  }
  return { side, x, y, arrow };
}
