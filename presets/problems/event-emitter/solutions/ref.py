class EventEmitter:
    def __init__(self):
        self._listeners = {}  # event -> list of [fn, once]

    def on(self, event, fn):
        self._listeners.setdefault(event, []).append([fn, False])
        return self

    def once(self, event, fn):
        self._listeners.setdefault(event, []).append([fn, True])
        return self

    def off(self, event, fn):
        entries = self._listeners.get(event, [])
        for i in range(len(entries) - 1, -1, -1):
            if entries[i][0] == fn:
                del entries[i]
                break
        return self

    def emit(self, event, *args):
        entries = self._listeners.get(event, [])
        if not entries:
            return False
        for entry in list(entries):
            if entry[1]:
                # Remove this exact registration (by identity) before calling it.
                for i, other in enumerate(entries):
                    if other is entry:
                        del entries[i]
                        break
            entry[0](*args)
        return True

    def listener_count(self, event):
        return len(self._listeners.get(event, []))
