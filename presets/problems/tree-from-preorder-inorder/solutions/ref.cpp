class Solution {
    unordered_map<int, int> pos;
    int next = 0;
    TreeNode* build(vector<int>& pre, int lo, int hi) {
        if (lo > hi) return nullptr;
        TreeNode* n = new TreeNode(pre[next++]);
        int m = pos[n->val];
        n->left = build(pre, lo, m - 1);
        n->right = build(pre, m + 1, hi);
        return n;
    }
public:
    TreeNode* buildTree(vector<int>& preorder, vector<int>& inorder) {
        pos.clear(); next = 0;
        for (int i = 0; i < (int)inorder.size(); ++i) pos[inorder[i]] = i;
        return build(preorder, 0, (int)inorder.size() - 1);
    }
};
