class Solution {
public:
    vector<int> scrambledPositions(string text, string word) {
        int n = text.size(), m = word.size();
        vector<int> out;
        if (m > n) return out;
        array<int, 26> diff{};
        for (char c : word) diff[c - 'a']--;
        for (int i = 0; i < m; ++i) diff[text[i] - 'a']++;
        int off = 0;
        for (int d : diff) off += d != 0;
        if (off == 0) out.push_back(0);
        auto bump = [&](int c, int step) {
            if (diff[c] == 0) ++off;
            diff[c] += step;
            if (diff[c] == 0) --off;
        };
        for (int i = m; i < n; ++i) {
            bump(text[i] - 'a', 1);
            bump(text[i - m] - 'a', -1);
            if (off == 0) out.push_back(i - m + 1);
        }
        return out;
    }
};
