from collections import Counter


def min_slots(batches, gap):
    left = Counter(batches)
    ready = {k: 0 for k in left}
    slot = 0
    total = len(batches)
    while total:
        for ch in sorted(left):  # the first allowed letter, not the most urgent kind
            if left[ch] and ready[ch] <= slot:
                left[ch] -= 1
                ready[ch] = slot + gap + 1
                total -= 1
                break
        slot += 1
    return slot
