from collections import Counter


def min_slots(batches, gap):
    left = Counter(batches)
    ready = {k: 0 for k in left}  # first slot each kind may use
    pending = list(batches)
    slot = 0
    while pending:
        best = -1
        for i, ch in enumerate(pending):  # O(n) scan of every remaining batch, every slot
            if ready[ch] <= slot and (best == -1 or left[ch] > left[pending[best]]):
                best = i
        if best != -1:
            ch = pending[best]
            pending[best] = pending[-1]
            pending.pop()
            left[ch] -= 1
            ready[ch] = slot + gap + 1
        slot += 1
    return slot
