class Solution {
    /** Bidirectional BFS: always expand the smaller frontier. */
    public int ladderLength(String beginWord, String endWord, String[] wordList) {
        Set<String> dict = new HashSet<>(Arrays.asList(wordList));
        if (!dict.contains(endWord)) return 0;
        Set<String> front = new HashSet<>(), back = new HashSet<>(), seen = new HashSet<>();
        front.add(beginWord);
        back.add(endWord);
        seen.add(beginWord);
        seen.add(endWord);
        for (int steps = 1; !front.isEmpty() && !back.isEmpty(); steps++) {
            if (front.size() > back.size()) {
                Set<String> t = front;
                front = back;
                back = t;
            }
            Set<String> next = new HashSet<>();
            for (String w : front) {
                char[] cs = w.toCharArray();
                for (int i = 0; i < cs.length; i++) {
                    char keep = cs[i];
                    for (char c = 'a'; c <= 'z'; c++) {
                        if (c == keep) continue;
                        cs[i] = c;
                        String cand = new String(cs);
                        if (back.contains(cand)) return steps + 1;
                        if (dict.contains(cand) && seen.add(cand)) next.add(cand);
                    }
                    cs[i] = keep;
                }
            }
            front = next;
        }
        return 0;
    }
}
