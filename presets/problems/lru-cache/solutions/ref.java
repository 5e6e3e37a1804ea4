class LRUCache {
    private final int capacity;
    private final LinkedHashMap<Integer, Integer> items;

    public LRUCache(int capacity) {
        this.capacity = capacity;
        this.items = new LinkedHashMap<>(16, 0.75f, true);
    }

    public int get(int key) {
        Integer v = items.get(key);
        return v == null ? -1 : v;
    }

    public void put(int key, int value) {
        items.put(key, value);
        if (items.size() > capacity) {
            items.remove(items.keySet().iterator().next());
        }
    }
}
