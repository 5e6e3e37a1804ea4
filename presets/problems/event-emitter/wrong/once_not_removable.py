class EventEmitter:
    def __init__(self):
        self._listeners = {}

    def on(self, event, fn):
        self._listeners.setdefault(event, []).append(fn)
        return self

    def once(self, event, fn):
        def wrapper(*args):
            self.off(event, wrapper)
            fn(*args)

        return self.on(event, wrapper)

    def off(self, event, fn):
        entries = self._listeners.get(event, [])
        for i in range(len(entries) - 1, -1, -1):
            if entries[i] == fn:
                del entries[i]
                break
        return self

    def emit(self, event, *args):
        entries = list(self._listeners.get(event, []))
        for fn in entries:
            fn(*args)
        return bool(entries)

    def listener_count(self, event):
        return len(self._listeners.get(event, []))
