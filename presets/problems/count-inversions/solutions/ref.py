def count_inversions(nums):
    a = list(nums)
    buf = [0] * len(a)
    total = 0
    width = 1
    n = len(a)
    # Bottom-up merge sort; when the right run's head is taken, every remaining left element is
    # larger than it, so each of them forms an inversion with it.
    while width < n:
        for lo in range(0, n - width, 2 * width):
            mid, hi = lo + width, min(lo + 2 * width, n)
            i, j, k = lo, mid, lo
            while i < mid and j < hi:
                if a[i] <= a[j]:
                    buf[k] = a[i]
                    i += 1
                else:
                    buf[k] = a[j]
                    j += 1
                    total += mid - i
                k += 1
            buf[k : k + mid - i] = a[i:mid]
            k += mid - i
            buf[k : k + hi - j] = a[j:hi]
            a[lo:hi] = buf[lo:hi]
        width *= 2
    return total
