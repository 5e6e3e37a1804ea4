class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        unordered_set<string> left(wordList.begin(), wordList.end());
        if (!left.count(endWord)) return 0;
        left.erase(beginWord);
        vector<string> frontier{beginWord};
        for (int steps = 1; !frontier.empty(); ++steps) {
            vector<string> next;
            for (string& w : frontier) {
                for (size_t i = 0; i < w.size(); ++i) {
                    char keep = w[i];
                    for (char c = 'a'; c <= 'z'; ++c) {
                        if (c == keep) continue;
                        w[i] = c;
                        auto it = left.find(w);
                        if (it != left.end()) {
                            if (w == endWord) return steps + 1;
                            next.push_back(w);
                            left.erase(it);
                        }
                    }
                    w[i] = keep;
                }
            }
            frontier.swap(next);
        }
        return 0;
    }
};
