class Solution {
public:
    string shortestPalindrome(string s) {
        string r(s.rbegin(), s.rend());
        string t = s + "#" + r;
        vector<int> pi(t.size(), 0);
        for (size_t i = 1, k = 0; i < t.size(); ++i) {
            while (k && t[i] != t[k]) k = pi[k - 1];
            if (t[i] == t[k]) ++k;
            pi[i] = k;
        }
        int keep = pi.back();
        string add = s.substr(keep);
        reverse(add.begin(), add.end());
        return add + s;
    }
};
