from typing import Any, Callable


class EventEmitter:

    def __init__(self):
        pass

    def on(self, event: str, fn: Callable) -> "EventEmitter":
        pass

    def once(self, event: str, fn: Callable) -> "EventEmitter":
        pass

    def off(self, event: str, fn: Callable) -> "EventEmitter":
        pass

    def emit(self, event: str, *args: Any) -> bool:
        pass

    def listener_count(self, event: str) -> int:
        pass
