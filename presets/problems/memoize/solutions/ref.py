def memoize(fn):
    cache = {}

    def memoized(*args):
        if args in cache:
            return cache[args]
        value = fn(*args)  # an exception leaves the cache untouched
        cache[args] = value
        return value

    memoized.clear = cache.clear
    return memoized
