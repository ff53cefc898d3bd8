<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>  or  </source>
        <translation>  或  </translation>
    </message>
    <message>
        <source>Move between fields; underlined letters with Alt</source>
        <translation>在字段之间移动；带下划线的字母配合 Alt</translation>
    </message>
    <message>
        <source>Tab, Alt+letter</source>
        <translation>Tab、Alt+字母</translation>
    </message>
    <message>
        <source>←, →, Space act on the pipeline when the sentence field is not focused; PgUp, PgDn and Ctrl+P always do.</source>
        <translation>当句子输入框没有焦点时，←、→ 和空格键作用于流水线；PgUp、PgDn 和 Ctrl+P 始终有效。</translation>
    </message>
    <message>
        <source>Heatmap (Tab to it): move the cell cursor</source>
        <translation>热图（用 Tab 到达）：移动单元格光标</translation>
    </message>
    <message>
        <source>arrows, Home, End</source>
        <translation>方向键、Home、End</translation>
    </message>
    <message>
        <source>Heatmap: explain the cell, type a value, cursor away</source>
        <translation>热图：解释单元格、输入数值、收起光标</translation>
    </message>
    <message>
        <source>Enter, F2, Esc</source>
        <translation>Enter、F2、Esc</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>源词元</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>head feature</source>
        <translation>头特征</translation>
    </message>
    <message>
        <source>hidden unit</source>
        <translation>隐藏单元</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>unknown image type &quot;%1&quot;: use .png, .svg or .pdf</source>
        <translation>未知的图像类型“%1”：请使用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>Save image (PNG, SVG, PDF)…</source>
        <translation>保存图像（PNG、SVG、PDF）…</translation>
    </message>
    <message>
        <source>Save image</source>
        <translation>保存图像</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>图像 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Save values as CSV…</source>
        <translation>将数值保存为 CSV…</translation>
    </message>
    <message>
        <source>Save values</source>
        <translation>保存数值</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>About AttentionLab</source>
        <translation>关于 AttentionLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;Watch a transformer work, with the real numbers of a real model.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;用真实模型的真实数值，观察 Transformer 如何工作。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Core built for %1 (chosen for this processor), Qt %2.&lt;/p&gt;&lt;p&gt;Copyright © 2026 The AttentionLab developers.&lt;br&gt;Free software under the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License, version 3 or later&lt;/a&gt;. There is no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt (LGPL-3), QCustomPlot by Emanuel Eichhammer (GPL-3+), Eigen (MPL-2), nlohmann/json (MIT) and CLI11 (BSD-3). GPT-2 is by OpenAI; its tokenizer follows their published vocabulary and merges. The explanations follow Vaswani et al., &lt;i&gt;Attention Is All You Need&lt;/i&gt; (2017).&lt;/p&gt;</source>
        <translation>&lt;p&gt;核心针对 %1 构建（为此处理器选择），Qt %2。&lt;/p&gt;&lt;p&gt;版权所有 © 2026 AttentionLab 开发者。&lt;br&gt;本软件为自由软件，依据 &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU 通用公共许可证第 3 版或更高版本&lt;/a&gt;发布，不提供任何担保。&lt;/p&gt;&lt;p&gt;使用 Qt（LGPL-3）、Emanuel Eichhammer 的 QCustomPlot（GPL-3+）、Eigen（MPL-2）、nlohmann/json（MIT）和 CLI11（BSD-3）构建。GPT-2 由 OpenAI 开发；其分词器遵循 OpenAI 公布的词表和合并规则。讲解内容参考 Vaswani 等人的 &lt;i&gt;Attention Is All You Need&lt;/i&gt;（2017）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>对 i</translation>
    </message>
    <message>
        <source>could not draw the figure for %1</source>
        <translation>无法为 %1 绘制图形</translation>
    </message>
</context>
<context>
    <name>al</name>
    <message>
        <source>there was not enough memory for this (std::bad_alloc): use a shorter input or a smaller model</source>
        <translation>内存不足（std::bad_alloc）：请使用更短的输入或更小的模型</translation>
    </message>
    <message>
        <source>step &quot;%1&quot; has no cell recipe</source>
        <translation>步骤“%1”没有单元格计算过程</translation>
    </message>
    <message>
        <source>cell (%1, %2) is outside the %3 × %4 matrix</source>
        <translation>单元格 (%1, %2) 超出了 %3 × %4 矩阵</translation>
    </message>
    <message>
        <source>score(i, j) = Σ_d Q[i, d] · K[j, d]</source>
        <translation>分数(i, j) = Σ_d Q[i, d] · K[j, d]</translation>
    </message>
    <message>
        <source>Q[i, d]</source>
        <translation>Q[i, d]</translation>
    </message>
    <message>
        <source>K[j, d]</source>
        <translation>K[j, d]</translation>
    </message>
    <message>
        <source>Q[i, d] · K[j, d]</source>
        <translation>Q[i, d] · K[j, d]</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>总和</translation>
    </message>
    <message>
        <source>scaled(i, j) = score(i, j) × 1/√d_k</source>
        <translation>缩放(i, j) = 分数(i, j) × 1/√d_k</translation>
    </message>
    <message>
        <source>scaled(i, j) = score(i, j) × factor</source>
        <translation>缩放(i, j) = 分数(i, j) × 系数</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>factor (1/√d_k with the experiments&apos; scale)</source>
        <translation>系数（1/√d_k，含实验设置的缩放）</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>缩放后</translation>
    </message>
    <message>
        <source>masked(i, j) = scaled(i, j) where key j is visible to query i, else −∞</source>
        <translation>掩码后(i, j) = 键 j 对查询 i 可见时为 缩放(i, j)，否则为 −∞</translation>
    </message>
    <message>
        <source>visible (1) or hidden (0)</source>
        <translation>可见 (1) 或隐藏 (0)</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>掩码后</translation>
    </message>
    <message>
        <source>weight(i, j) = exp(m[i, j] − max) / Σ_k exp(m[i, k] − max)</source>
        <translation>权重(i, j) = exp(m[i, j] − max) / Σ_k exp(m[i, k] − max)</translation>
    </message>
    <message>
        <source>masked score m[i, k]</source>
        <translation>掩码后分数 m[i, k]</translation>
    </message>
    <message>
        <source>exp(m[i, k] − max)</source>
        <translation>exp(m[i, k] − max)</translation>
    </message>
    <message>
        <source>row maximum</source>
        <translation>行最大值</translation>
    </message>
    <message>
        <source>exp of this key</source>
        <translation>该键的 exp</translation>
    </message>
    <message>
        <source>row sum of exp</source>
        <translation>行内 exp 之和</translation>
    </message>
    <message>
        <source>weight = exp / sum</source>
        <translation>权重 = exp / 总和</translation>
    </message>
    <message>
        <source>output(i, d) = Σ_j weight(i, j) · V[j, d]</source>
        <translation>输出(i, d) = Σ_j 权重(i, j) · V[j, d]</translation>
    </message>
    <message>
        <source>weight(i, j)</source>
        <translation>权重(i, j)</translation>
    </message>
    <message>
        <source>V[j, d]</source>
        <translation>V[j, d]</translation>
    </message>
    <message>
        <source>weight · V</source>
        <translation>权重 · V</translation>
    </message>
    <message>
        <source>unknown step &quot;%1&quot; for this model</source>
        <translation>此模型没有步骤“%1”</translation>
    </message>
    <message>
        <source>layer %1 does not exist</source>
        <translation>第 %1 层不存在</translation>
    </message>
    <message>
        <source>head %1 does not exist</source>
        <translation>第 %1 个头不存在</translation>
    </message>
    <message>
        <source>one-hot tokens</source>
        <translation>独热词元</translation>
    </message>
    <message>
        <source>token embeddings</source>
        <translation>词元嵌入</translation>
    </message>
    <message>
        <source>positional encoding</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <source>normalised input</source>
        <translation>归一化后的输入</translation>
    </message>
    <message>
        <source>decoder stream</source>
        <translation>解码器流</translation>
    </message>
    <message>
        <source>layer input</source>
        <translation>层输入</translation>
    </message>
    <message>
        <source>encoder output</source>
        <translation>编码器输出</translation>
    </message>
    <message>
        <source>Q (head %1)</source>
        <translation>Q（头 %1）</translation>
    </message>
    <message>
        <source>K (head %1)</source>
        <translation>K（头 %1）</translation>
    </message>
    <message>
        <source>V (head %1)</source>
        <translation>V（头 %1）</translation>
    </message>
    <message>
        <source>this trace kept no scores (computed for training)</source>
        <translation>此追踪未保留分数（为训练而计算）</translation>
    </message>
    <message>
        <source>scores Q·Kᵀ (head %1)</source>
        <translation>分数 Q·Kᵀ（头 %1）</translation>
    </message>
    <message>
        <source>scores (head %1)</source>
        <translation>分数（头 %1）</translation>
    </message>
    <message>
        <source>scaled (head %1)</source>
        <translation>缩放后（头 %1）</translation>
    </message>
    <message>
        <source>masked (head %1)</source>
        <translation>掩码后（头 %1）</translation>
    </message>
    <message>
        <source>weights (head %1)</source>
        <translation>权重（头 %1）</translation>
    </message>
    <message>
        <source>output (head %1)</source>
        <translation>输出（头 %1）</translation>
    </message>
    <message>
        <source>heads side by side</source>
        <translation>各头并排</translation>
    </message>
    <message>
        <source>concatenated heads</source>
        <translation>拼接后的头</translation>
    </message>
    <message>
        <source>cross-attention output</source>
        <translation>交叉注意力输出</translation>
    </message>
    <message>
        <source>attention output</source>
        <translation>注意力输出</translation>
    </message>
    <message>
        <source>residual stream</source>
        <translation>残差流</translation>
    </message>
    <message>
        <source>sublayer output</source>
        <translation>子层输出</translation>
    </message>
    <message>
        <source>normalised</source>
        <translation>归一化后</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>流</translation>
    </message>
    <message>
        <source>hidden (%2)</source>
        <translation>隐藏层（%2）</translation>
    </message>
    <message>
        <source>feed-forward output</source>
        <translation>前馈输出</translation>
    </message>
    <message>
        <source>normalised = layer output</source>
        <translation>归一化后 = 层输出</translation>
    </message>
    <message>
        <source>last layer&apos;s output</source>
        <translation>最后一层的输出</translation>
    </message>
    <message>
        <source>encoder output E (final norm)</source>
        <translation>编码器输出 E（最终归一化）</translation>
    </message>
    <message>
        <source>final norm</source>
        <translation>最终归一化</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>probabilities</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>%1 not exactly 0 (largest %2)</source>
        <translation>%1 个不完全为 0（最大 %2）</translation>
    </message>
    <message>
        <source>%1 not exactly 0</source>
        <translation>%1 个不完全为 0</translation>
    </message>
    <message>
        <source>Softmax rows sum to 1</source>
        <translation>Softmax 每行之和为 1</translation>
    </message>
    <message>
        <source>largest |row sum − 1| over %1 rows: %2 (bound 1e-5)</source>
        <translation>%1 行中最大的 |行和 − 1|：%2（界限 1e-5）</translation>
    </message>
    <message>
        <source>Masked weights are exactly 0</source>
        <translation>被掩码的权重恰好为 0</translation>
    </message>
    <message>
        <source>nothing is masked in this trace</source>
        <translation>此追踪中没有被掩码的内容</translation>
    </message>
    <message>
        <source>%1 masked cells, %2</source>
        <translation>%1 个被掩码的单元格，%2</translation>
    </message>
    <message>
        <source>Causal attention: no token sees a later one</source>
        <translation>因果注意力：没有词元能看到后面的词元</translation>
    </message>
    <message>
        <source>this self-attention is not causal (the model&apos;s, or the chosen mask)</source>
        <translation>此自注意力不是因果的（模型自身的或所选的掩码）</translation>
    </message>
    <message>
        <source>%1 weights above the diagonal, %2</source>
        <translation>对角线以上 %1 个权重，%2</translation>
    </message>
    <message>
        <source>Each head&apos;s own projection equals its columns of the fused one</source>
        <translation>每个头自己的投影等于合并投影中它的那几列</translation>
    </message>
    <message>
        <source>largest difference of Q, K, V over %1 heads: %2 of their scale (bound 1e-5)</source>
        <translation>%1 个头上 Q、K、V 的最大差异：为其量级的 %2（界限 1e-5）</translation>
    </message>
    <message>
        <source>Sinusoidal positions: PE(p + k) is PE(p) turned by a fixed angle</source>
        <translation>正弦位置编码：PE(p + k) 是 PE(p) 旋转固定角度的结果</translation>
    </message>
    <message>
        <source>%1, %2 positions × %3: largest difference %4 (bound 1e-5)</source>
        <translation>%1，%2 个位置 × %3：最大差异 %4（界限 1e-5）</translation>
    </message>
    <message>
        <source>this model&apos;s table</source>
        <translation>此模型的表</translation>
    </message>
    <message>
        <source>the core&apos;s table at this size (this model learns its positions)</source>
        <translation>核心在此尺寸下的表（此模型学习自己的位置编码）</translation>
    </message>
    <message>
        <source>Backward pass agrees with finite differences</source>
        <translation>反向传播与有限差分一致</translation>
    </message>
    <message>
        <source>needs at least two tokens (a next token to predict)</source>
        <translation>至少需要两个词元（要有下一个词元可供预测）</translation>
    </message>
    <message>
        <source>%1 entries of %2: relative error %3 (bound 1e-6)</source>
        <translation>%2 的 %1 个元素：相对误差 %3（界限 1e-6）</translation>
    </message>
    <message>
        <source>%1: the trace holds %2 tensors, the reference %3</source>
        <translation>%1：追踪包含 %2 个张量，参考包含 %3 个</translation>
    </message>
    <message>
        <source>%1: the reference has no %2 of this shape</source>
        <translation>%1：参考中没有该形状的 %2</translation>
    </message>
    <message>
        <source>Agrees with PyTorch on the reference models</source>
        <translation>在参考模型上与 PyTorch 一致</translation>
    </message>
    <message>
        <source>no reference traces are available</source>
        <translation>没有可用的参考追踪</translation>
    </message>
    <message>
        <source>%1 models, every intermediate: largest relative difference %2 (%3, bound %4)</source>
        <translation>%1 个模型，每个中间结果：最大相对差异 %2（%3，界限 %4）</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1 must be a JSON object (a Hugging Face config.json)</source>
        <translation>%1 必须是 JSON 对象（Hugging Face 的 config.json）</translation>
    </message>
    <message>
        <source>%1 must be a positive integer, got %2</source>
        <translation>%1 必须是正整数，实际为 %2</translation>
    </message>
    <message>
        <source>%1 must be true or false, got %2</source>
        <translation>%1 必须是 true 或 false，实际为 %2</translation>
    </message>
    <message>
        <source>%1 is true; GPT-2 with cross-attention is not supported</source>
        <translation>%1 为 true；不支持带交叉注意力的 GPT-2</translation>
    </message>
    <message>
        <source>%1 is false; AttentionLab&apos;s attention always divides by √d_k</source>
        <translation>%1 为 false；AttentionLab 的注意力总是除以 √d_k</translation>
    </message>
    <message>
        <source>%1 is true; per-layer attention scaling is not supported</source>
        <translation>%1 为 true；不支持逐层的注意力缩放</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; supported: gelu_new, gelu_pytorch_tanh, gelu, relu</source>
        <translation>%1 为 &quot;%2&quot;；支持：gelu_new、gelu_pytorch_tanh、gelu、relu</translation>
    </message>
    <message>
        <source>%1 must be a number, got %2</source>
        <translation>%1 必须是数字，实际为 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>the merges file</source>
        <translation>合并规则文件</translation>
    </message>
    <message>
        <source>%1 nests JSON %2 levels deep; at most %3 are accepted — the file is damaged or not one of ours</source>
        <translation>%1 的 JSON 嵌套深达 %2 层；最多接受 %3 层——文件已损坏或并非本程序的文件</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3 but the config needs %4 — is the config right for this file?</source>
        <translation>%1：张量 &apos;%2&apos; 的形状为 %3，但配置需要 %4——配置与此文件相符吗？</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds a non-finite value (%3) at index %4; the model is corrupt</source>
        <translation>%1：张量 &apos;%2&apos; 在索引 %4 处含有非有限值（%3）；模型已损坏</translation>
    </message>
    <message>
        <source>%1: the config stored in the file is invalid: %2</source>
        <translation>%1：文件中保存的配置无效：%2</translation>
    </message>
    <message>
        <source>%1: the file carries no AttentionLab config (a plain PyTorch/nanoGPT export?); pass --config cfg.json describing the model</source>
        <translation>%1：文件中没有 AttentionLab 配置（纯 PyTorch/nanoGPT 导出？）；请用 --config cfg.json 描述该模型</translation>
    </message>
    <message>
        <source>%1: the tokenizer stored in the file is invalid: %2</source>
        <translation>%1：文件中保存的分词器无效：%2</translation>
    </message>
    <message>
        <source>%1: the config needs %2 bytes of weights but the file holds %3 — the config does not describe this file</source>
        <translation>%1：配置需要 %2 字节的权重，但文件只有 %3——该配置描述的不是此文件</translation>
    </message>
    <message>
        <source>the model&apos;s weights</source>
        <translation>模型的权重</translation>
    </message>
    <message>
        <source>open a smaller model</source>
        <translation>请打开更小的模型</translation>
    </message>
    <message>
        <source>%1: missing tensor &apos;%2&apos; %3 that the config requires — is the config right for this file?</source>
        <translation>%1：缺少配置所需的张量 &apos;%2&apos; %3——配置与此文件相符吗？</translation>
    </message>
    <message>
        <source>%1: lm_head.weight has shape %2 but the tied transformer.wte.weight is %3; the file is inconsistent</source>
        <translation>%1：lm_head.weight 的形状为 %2，但与之绑定的 transformer.wte.weight 为 %3；文件前后矛盾</translation>
    </message>
    <message>
        <source>%1: lm_head.weight differs from transformer.wte.weight but the config says tie_embeddings = true; set it to false</source>
        <translation>%1：lm_head.weight 与 transformer.wte.weight 不同，但配置中 tie_embeddings = true；请将其设为 false</translation>
    </message>
    <message>
        <source>%1: unexpected tensor &apos;%2&apos; — the config does not describe this file (check n_layer, arch, bias, positional, norm and tie_embeddings)</source>
        <translation>%1：意外的张量 &apos;%2&apos;——该配置描述的不是此文件（请检查 n_layer、arch、bias、positional、norm 和 tie_embeddings）</translation>
    </message>
    <message>
        <source>cannot open the model file &apos;%1&apos;: No such file or directory</source>
        <translation>无法打开模型文件 &apos;%1&apos;：没有那个文件或目录</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has no model.safetensors (only pytorch_model.bin, which AttentionLab does not read: download model.safetensors from the same page)</source>
        <translation>文件夹 &apos;%1&apos; 中没有 model.safetensors（只有 AttentionLab 无法读取的 pytorch_model.bin：请从同一页面下载 model.safetensors）</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has no model.safetensors; give a Hugging Face model folder or a .safetensors file</source>
        <translation>文件夹 &apos;%1&apos; 中没有 model.safetensors；请提供 Hugging Face 模型文件夹或 .safetensors 文件</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has no config.json; download it with model.safetensors from the same page</source>
        <translation>文件夹 &apos;%1&apos; 中没有 config.json；请从同一页面将它与 model.safetensors 一起下载</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist; config.json needs its model.safetensors beside it</source>
        <translation>&apos;%1&apos; 不存在；config.json 旁边需要有对应的 model.safetensors</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has vocab.json but no merges.txt; GPT-2&apos;s tokenizer needs both files</source>
        <translation>文件夹 &apos;%1&apos; 中有 vocab.json 但没有 merges.txt；GPT-2 的分词器需要这两个文件</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has merges.txt but no vocab.json; GPT-2&apos;s tokenizer needs both files</source>
        <translation>文件夹 &apos;%1&apos; 中有 merges.txt 但没有 vocab.json；GPT-2 的分词器需要这两个文件</translation>
    </message>
    <message>
        <source>the config</source>
        <translation>配置文件</translation>
    </message>
    <message>
        <source>%1 has %2 tokens but %3 says vocab_size %4; the tokenizer belongs to another model</source>
        <translation>%1 有 %2 个词元，但 %3 中 vocab_size 为 %4；该分词器属于另一个模型</translation>
    </message>
    <message>
        <source>%1 %2 is also this command&apos;s %3; choose another file — nothing was written</source>
        <translation>%1 %2 同时也是此命令的 %3；请选择另一个文件——未写入任何内容</translation>
    </message>
    <message>
        <source>%1 %2 exists and is not a regular file; choose a file name — nothing was written</source>
        <translation>%1 %2 已存在且不是普通文件；请选择一个文件名——未写入任何内容</translation>
    </message>
    <message>
        <source>%1 %2 exists and is not a safetensors file; choose another name, or pass --force to replace it — nothing was written</source>
        <translation>%1 %2 已存在且不是 safetensors 文件；请换一个名称，或使用 --force 替换——未写入任何内容</translation>
    </message>
    <message>
        <source>cannot open %1 &apos;%2&apos;: %3</source>
        <translation>无法打开%1 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is a folder; give a file</source>
        <translation>%1 &apos;%2&apos; 是文件夹；请提供文件</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a regular file (a device or a pipe cannot be read to its end); give a file</source>
        <translation>%1 &apos;%2&apos; 不是普通文件（设备或管道无法读到末尾）；请提供文件</translation>
    </message>
    <message>
        <source>reading %1 &apos;%2&apos;</source>
        <translation>读取%1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>is it the right file?</source>
        <translation>文件是否正确？</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; changed while it was read; try again</source>
        <translation>%1 &apos;%2&apos; 在读取时发生了变化；请重试</translation>
    </message>
    <message>
        <source>%1: file is truncated (%2 bytes; a safetensors file starts with an 8-byte header length)</source>
        <translation>%1：文件被截断（%2 字节；safetensors 文件以 8 字节的头部长度开始）</translation>
    </message>
    <message>
        <source>%1: header length %2 is implausibly large (the limit is %3 bytes) — not a safetensors file, or corrupt</source>
        <translation>%1：头部长度 %2 大得不合理（上限为 %3 字节）——不是 safetensors 文件，或已损坏</translation>
    </message>
    <message>
        <source>%1: header length %2 exceeds the file (%3 bytes): the file is truncated or not safetensors</source>
        <translation>%1：头部长度 %2 超出了文件大小（%3 字节）：文件被截断或不是 safetensors</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>cannot open the file &apos;%1&apos;: %2</source>
        <translation>无法打开文件 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; changed while it was read; try again</source>
        <translation>&apos;%1&apos; 在读取时发生了变化；请重试</translation>
    </message>
    <message>
        <source>%1: the header</source>
        <translation>%1：头部</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; appears twice in the header</source>
        <translation>张量 &apos;%1&apos; 在头部中出现了两次</translation>
    </message>
    <message>
        <source>header is not valid JSON: %1</source>
        <translation>头部不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>header must be a JSON object</source>
        <translation>头部必须是 JSON 对象</translation>
    </message>
    <message>
        <source>__metadata__ must be an object of strings</source>
        <translation>__metadata__ 必须是由字符串组成的对象</translation>
    </message>
    <message>
        <source>__metadata__ value &apos;%1&apos; must be a string</source>
        <translation>__metadata__ 的值 &apos;%1&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>entry for tensor &apos;%1&apos; must be an object</source>
        <translation>张量 &apos;%1&apos; 的条目必须是对象</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has no dtype</source>
        <translation>张量 &apos;%1&apos; 没有 dtype</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has unknown dtype &apos;%2&apos;</source>
        <translation>张量 &apos;%1&apos; 的 dtype &apos;%2&apos; 未知</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has no shape</source>
        <translation>张量 &apos;%1&apos; 没有形状</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has a negative or non-integer dimension</source>
        <translation>张量 &apos;%1&apos; 有负数或非整数的维度</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is larger than the file</source>
        <translation>张量 &apos;%1&apos; 比文件还大</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; needs data_offsets [begin, end]</source>
        <translation>张量 &apos;%1&apos; 需要 data_offsets [起始, 结束]</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has data_offsets [%2, %3] outside the data (%4 bytes): the file is truncated or corrupt</source>
        <translation>张量 &apos;%1&apos; 的 data_offsets [%2, %3] 超出数据范围（%4 字节）：文件被截断或已损坏</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has %2 bytes but its shape and dtype need %3</source>
        <translation>张量 &apos;%1&apos; 有 %2 字节，但其形状和 dtype 需要 %3 字节</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; overlaps another tensor&apos;s data</source>
        <translation>张量 &apos;%1&apos; 与另一个张量的数据重叠</translation>
    </message>
    <message>
        <source>the data has a gap before tensor &apos;%1&apos;: the file is corrupt</source>
        <translation>张量 &apos;%1&apos; 之前的数据有空隙：文件已损坏</translation>
    </message>
    <message>
        <source>the data buffer has %1 bytes that belong to no tensor: the file is corrupt</source>
        <translation>数据缓冲区中有 %1 字节不属于任何张量：文件已损坏</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dtype %3; model weights must be F32, F16, BF16 or F64</source>
        <translation>%1：张量 &apos;%2&apos; 的 dtype 为 %3；模型权重必须是 F32、F16、BF16 或 F64</translation>
    </message>
    <message>
        <source>%1: the file changed or disappeared while it was read; open it again</source>
        <translation>%1：文件在读取时发生了变化或已消失；请重新打开</translation>
    </message>
    <message>
        <source>%1: the file was truncated while it was read; open it again</source>
        <translation>%1：文件在读取时被截断；请重新打开</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; added twice</source>
        <translation>张量 &apos;%1&apos; 被添加了两次</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists and is not a regular file; nothing was written — choose a file name</source>
        <translation>&apos;%1&apos; 已存在且不是普通文件；未写入任何内容——请选择一个文件名</translation>
    </message>
    <message>
        <source>writing &apos;%1&apos; failed: %2; nothing was changed</source>
        <translation>写入 &apos;%1&apos; 失败：%2；未做任何更改</translation>
    </message>
    <message>
        <source>cannot move the new file into place at &apos;%1&apos;: %2; nothing was changed</source>
        <translation>无法将新文件移动到 &apos;%1&apos;：%2；未做任何更改</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was written, but its folder could not be flushed to the disk: %2</source>
        <translation>&apos;%1&apos; 已写入，但其所在文件夹无法刷新到磁盘：%2</translation>
    </message>
    <message>
        <source>attention input rows are not a multiple of the batch size</source>
        <translation>注意力输入的行数不是批大小的整数倍</translation>
    </message>
    <message>
        <source>attention width is not divisible by the number of heads</source>
        <translation>注意力宽度不能被头数整除</translation>
    </message>
    <message>
        <source>cross-attention memory does not match the decoder width or batch</source>
        <translation>交叉注意力的记忆与解码器的宽度或批次不匹配</translation>
    </message>
    <message>
        <source>earlier keys and values extend the self-attention of one sequence only</source>
        <translation>先前的键和值只能延续单个序列的自注意力</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; must be a string</source>
        <translation>配置字段 &apos;%1&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; must be an integer, got %2</source>
        <translation>配置字段 &apos;%1&apos; 必须是整数，实际为 %2</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; (%2) is out of range</source>
        <translation>配置字段 &apos;%1&apos;（%2）超出范围</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; must be a number, got %2</source>
        <translation>配置字段 &apos;%1&apos; 必须是数字，实际为 %2</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; must be true or false, got %2</source>
        <translation>配置字段 &apos;%1&apos; 必须是 true 或 false，实际为 %2</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; has unknown value &quot;%2&quot; (expected one of: %3)</source>
        <translation>配置字段 &apos;%1&apos; 的值 &quot;%2&quot; 未知（应为以下之一：%3）</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; holds a number too large for a double</source>
        <translation>配置字段 &apos;%1&apos; 中的数字对 double 来说太大</translation>
    </message>
    <message>
        <source>config is not valid JSON: %1</source>
        <translation>配置不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>config must be a JSON object like {&quot;n_layer&quot;: 2}</source>
        <translation>配置必须是形如 {&quot;n_layer&quot;: 2} 的 JSON 对象</translation>
    </message>
    <message>
        <source>the config file</source>
        <translation>配置文件</translation>
    </message>
    <message>
        <source>unknown mask &quot;%1&quot; (expected one of: none, causal, padding, causal_padding)</source>
        <translation>未知的掩码 &quot;%1&quot;（应为以下之一：none、causal、padding、causal_padding）</translation>
    </message>
    <message>
        <source>valid_lens has %1 entries for %2 sequences</source>
        <translation>valid_lens 有 %1 项，但有 %2 个序列</translation>
    </message>
    <message>
        <source>valid length %1 must be between 0 and %2</source>
        <translation>有效长度 %1 必须在 0 到 %2 之间</translation>
    </message>
    <message>
        <source>row_valid_lens has %1 rows for %2 sequences</source>
        <translation>row_valid_lens 有 %1 行，但有 %2 个序列</translation>
    </message>
    <message>
        <source>row_valid_lens needs one length per query (%1), got %2</source>
        <translation>row_valid_lens 需要每个查询一个长度（%1 个），实际为 %2 个</translation>
    </message>
    <message>
        <source>a causal mask needs as many queries as keys</source>
        <translation>因果掩码要求查询数与键数相同</translation>
    </message>
    <message>
        <source>half of a small laptop&apos;s memory; this computer&apos;s is unknown</source>
        <translation>小型笔记本电脑内存的一半；这台计算机的内存大小未知</translation>
    </message>
    <message>
        <source>half of this computer&apos;s memory</source>
        <translation>这台计算机内存的一半</translation>
    </message>
    <message>
        <source>%1 needs about %2 of memory; the limit is %3 (%4); %5</source>
        <translation>%1 需要约 %2 内存；上限为 %3（%4）；%5</translation>
    </message>
    <message>
        <source>%1: batch size must be positive</source>
        <translation>%1：批大小必须为正</translation>
    </message>
    <message>
        <source>%1 is empty: type at least one token</source>
        <translation>%1 为空：请至少输入一个词元</translation>
    </message>
    <message>
        <source>%1 has %2 tokens but the model&apos;s block_size is %3; shorten it</source>
        <translation>%1 有 %2 个词元，但模型的 block_size 为 %3；请缩短</translation>
    </message>
    <message>
        <source>%1: expected %2 ids, got %3</source>
        <translation>%1：应有 %2 个 ID，实际为 %3 个</translation>
    </message>
    <message>
        <source>%1: token id %2 is outside the vocabulary (0..%3)</source>
        <translation>%1：词元 ID %2 超出词表范围（0..%3）</translation>
    </message>
    <message>
        <source>the tokenizer has %1 tokens but vocab_size is %2</source>
        <translation>分词器有 %1 个词元，但 vocab_size 为 %2</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>the source</source>
        <translation>源序列</translation>
    </message>
    <message>
        <source>the trace of these %1 tokens</source>
        <translation>这 %1 个词元的追踪</translation>
    </message>
    <message>
        <source>the trace of %1 sequences of %2 tokens</source>
        <translation>%1 个序列（每个 %2 个词元）的追踪</translation>
    </message>
    <message>
        <source>use a shorter input (or a smaller batch or model)</source>
        <translation>请使用更短的输入（或更小的批次或模型）</translation>
    </message>
    <message>
        <source>backward: dlogits must have the shape of the trace&apos;s logits</source>
        <translation>backward：dlogits 的形状必须与追踪中的 logits 相同</translation>
    </message>
    <message>
        <source>trace has no sequence %1</source>
        <translation>追踪中没有第 %1 个序列</translation>
    </message>
    <message>
        <source>the computation overflowed: %1 holds values that are not finite numbers (the model&apos;s weights are too large for this input); %2</source>
        <translation>计算溢出：%1 中含有非有限数值（模型的权重对此输入来说过大）；%2</translation>
    </message>
    <message>
        <source>%1 must be a JSON object {&quot;token&quot;: id, …}</source>
        <translation>%1 必须是 JSON 对象 {&quot;token&quot;: id, …}</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3; ids must be 0..%4, one per token</source>
        <translation>%1：词元 &quot;%2&quot; 的 ID 为 %3；ID 必须在 0..%4 之间，每个词元一个</translation>
    </message>
    <message>
        <source>%1: id %2 is given to two tokens</source>
        <translation>%1：ID %2 被分配给了两个词元</translation>
    </message>
    <message>
        <source>%1 lacks the token for byte %2 (&quot;%3&quot;); it is not a GPT-2 byte-level vocabulary</source>
        <translation>%1 缺少字节 %2（&quot;%3&quot;）对应的词元；它不是 GPT-2 的字节级词表</translation>
    </message>
    <message>
        <source>token id %1 is outside the vocabulary (0..%2)</source>
        <translation>词元 ID %1 超出词表范围（0..%2）</translation>
    </message>
    <message>
        <source>this model has no tokenizer, so its input is token ids: %1</source>
        <translation>此模型没有分词器，因此其输入是词元 ID：%1</translation>
    </message>
    <message>
        <source>temperature (%1) must be 0 (greedy) or positive</source>
        <translation>temperature（%1）必须为 0（贪心）或正数</translation>
    </message>
    <message>
        <source>top_k (%1) must be 0 (off) or positive</source>
        <translation>top_k（%1）必须为 0（关闭）或正数</translation>
    </message>
    <message>
        <source>top_p (%1) must be in (0, 1]</source>
        <translation>top_p（%1）必须在 (0, 1] 之内</translation>
    </message>
    <message>
        <source>the number of tokens to generate must not be negative</source>
        <translation>要生成的词元数不能为负</translation>
    </message>
    <message>
        <source>the source must have 1 to block_size (%1) tokens</source>
        <translation>源序列必须有 1 到 block_size（%1）个词元</translation>
    </message>
    <message>
        <source>the prompt is empty: give at least one token</source>
        <translation>提示为空：请至少提供一个词元</translation>
    </message>
    <message>
        <source>nothing can be sampled</source>
        <translation>无法进行采样</translation>
    </message>
    <message>
        <source>the text is empty: type a sentence</source>
        <translation>文本为空：请输入一个句子</translation>
    </message>
    <message>
        <source>not in the vocabulary, shown as &lt;unk&gt;: %1</source>
        <translation>不在词表中，显示为 &lt;unk&gt;：%1</translation>
    </message>
    <message>
        <source>token ids are integers separated by commas or spaces, like 3,1,4; got &quot;%1&quot;</source>
        <translation>词元 ID 是以逗号或空格分隔的整数，例如 3,1,4；实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no token ids: type at least one, like 3,1,4</source>
        <translation>没有词元 ID：请至少输入一个，例如 3,1,4</translation>
    </message>
    <message>
        <source>tokenizer has an empty piece</source>
        <translation>分词器中有空的片段</translation>
    </message>
    <message>
        <source>tokenizer piece is not valid UTF-8</source>
        <translation>分词器的片段不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>tokenizer piece &quot;%1&quot; appears twice</source>
        <translation>分词器片段 &quot;%1&quot; 出现了两次</translation>
    </message>
    <message>
        <source>the tokenizer</source>
        <translation>分词器</translation>
    </message>
    <message>
        <source>tokenizer JSON is malformed: %1</source>
        <translation>分词器 JSON 格式错误：%1</translation>
    </message>
    <message>
        <source>%1: a model, not a training checkpoint</source>
        <translation>%1：这是模型，不是训练检查点</translation>
    </message>
    <message>
        <source>%1: the training metadata</source>
        <translation>%1：训练元数据</translation>
    </message>
    <message>
        <source>%1: the training metadata is malformed: %2</source>
        <translation>%1：训练元数据格式错误：%2</translation>
    </message>
    <message>
        <source>%1: optimizer state for %2 is missing or mis-shaped</source>
        <translation>%1：%2 的优化器状态缺失或形状不对</translation>
    </message>
    <message>
        <source>%1: the optimizer state %2%3 holds %4; the checkpoint is corrupt — resume from an earlier one, or train the model file anew</source>
        <translation>%1：优化器状态 %2%3 中含有 %4；检查点已损坏——请从更早的检查点继续，或重新训练模型文件</translation>
    </message>
    <message>
        <source>cross_entropy: one target per row is needed</source>
        <translation>cross_entropy：每行需要一个目标</translation>
    </message>
    <message>
        <source>target id %1 is outside the vocabulary</source>
        <translation>目标 ID %1 超出词表范围</translation>
    </message>
    <message>
        <source>every target is ignored: nothing to learn from this batch</source>
        <translation>所有目标都被忽略：这个批次中没有可学习的内容</translation>
    </message>
    <message>
        <source>task length (%1) must be between 1 and 64</source>
        <translation>任务长度（%1）必须在 1 到 64 之间</translation>
    </message>
    <message>
        <source>text context (%1) must be at least 2</source>
        <translation>文本上下文（%1）至少为 2</translation>
    </message>
    <message>
        <source>the text has %1 characters; at least %2 are needed for a context of %3 (use a longer file or a smaller block_size)</source>
        <translation>文本有 %1 个字符；上下文为 %3 时至少需要 %2 个（请使用更长的文件或更小的 block_size）</translation>
    </message>
    <message>
        <source>the data file</source>
        <translation>数据文件</translation>
    </message>
    <message>
        <source>the data file &apos;%1&apos; is empty</source>
        <translation>数据文件 &apos;%1&apos; 为空</translation>
    </message>
    <message>
        <source>the data file &apos;%1&apos; is not valid UTF-8; save it as UTF-8 and try again</source>
        <translation>数据文件 &apos;%1&apos; 不是有效的 UTF-8；请另存为 UTF-8 后重试</translation>
    </message>
    <message>
        <source>unknown task &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知的任务 &quot;%1&quot;（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>task &quot;%1&quot; is listed but cannot be made</source>
        <translation>任务 &quot;%1&quot; 已列出，但无法创建</translation>
    </message>
    <message>
        <source>%1 (%2) %3</source>
        <translation>%1（%2）%3</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Optimiser steps</source>
        <translation>优化步数</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Examples per step</source>
        <translation>每步的样本数</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Peak learning rate, after the warm-up</source>
        <translation>预热之后的峰值学习率</translation>
    </message>
    <message>
        <source>Final learning rate</source>
        <translation>最终学习率</translation>
    </message>
    <message>
        <source>The cosine decay ends at this fraction of the peak rate</source>
        <translation>余弦衰减结束时为峰值学习率的这一比例</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Steps of linear warm-up to the peak rate</source>
        <translation>线性预热到峰值学习率的步数</translation>
    </message>
    <message>
        <source>Weight decay</source>
        <translation>权重衰减</translation>
    </message>
    <message>
        <source>AdamW&apos;s decoupled weight decay (none on norms and biases)</source>
        <translation>AdamW 的解耦权重衰减（归一化参数和偏置不衰减）</translation>
    </message>
    <message>
        <source>Gradient clipping</source>
        <translation>梯度裁剪</translation>
    </message>
    <message>
        <source>Largest global gradient norm, 0 = off</source>
        <translation>最大全局梯度范数，0 = 关闭</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Random seed: same seed, same run</source>
        <translation>随机种子：相同的种子，相同的运行结果</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Cores to use (data-parallel micro-batches)</source>
        <translation>要使用的核心数（数据并行的微批次）</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Sequences per forward/backward pass, 0 = sized to stay in cache</source>
        <translation>每次前向/反向传播的序列数，0 = 自动调整以留在缓存中</translation>
    </message>
    <message>
        <source>Validate every</source>
        <translation>验证间隔</translation>
    </message>
    <message>
        <source>Validate every N steps</source>
        <translation>每 N 步验证一次</translation>
    </message>
    <message>
        <source>Validation examples</source>
        <translation>验证样本数</translation>
    </message>
    <message>
        <source>Examples per validation</source>
        <translation>每次验证的样本数</translation>
    </message>
    <message>
        <source>Divergence threshold</source>
        <translation>发散阈值</translation>
    </message>
    <message>
        <source>A gradient norm above this stops training, 0 = never</source>
        <translation>梯度范数超过此值时停止训练，0 = 从不</translation>
    </message>
    <message>
        <source>unknown training setting &quot;%1&quot;</source>
        <translation>未知的训练设置 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限的数</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>必须为正</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>必须大于 %1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>至少为 %1</translation>
    </message>
    <message>
        <source>must be less than %1</source>
        <translation>必须小于 %1</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>最多为 %1</translation>
    </message>
    <message>
        <source>the training settings</source>
        <translation>训练设置</translation>
    </message>
    <message>
        <source>training settings are malformed: not a JSON object</source>
        <translation>训练设置格式错误：不是 JSON 对象</translation>
    </message>
    <message>
        <source>training setting %1 must be a number, not %2</source>
        <translation>训练设置 %1 必须是数字，而不是 %2</translation>
    </message>
    <message>
        <source>block_size (%1) is smaller than the %2 task needs (%3)</source>
        <translation>block_size（%1）小于 %2 任务所需（%3）</translation>
    </message>
    <message>
        <source>vocab_size (%1) is smaller than the %2 task&apos;s vocabulary (%3)</source>
        <translation>vocab_size（%1）小于 %2 任务的词表（%3）</translation>
    </message>
    <message>
        <source>the loss is not finite</source>
        <translation>损失不是有限值</translation>
    </message>
    <message>
        <source>the gradient norm is not finite</source>
        <translation>梯度范数不是有限值</translation>
    </message>
    <message>
        <source>the gradient norm exploded to %1</source>
        <translation>梯度范数爆炸到了 %1</translation>
    </message>
    <message>
        <source>the loss (%1) is far above a uniform guess (%2)</source>
        <translation>损失（%1）远高于均匀猜测的损失（%2）</translation>
    </message>
    <message>
        <source>what the window recomputes at each keystroke</source>
        <translation>窗口在每次按键时重新计算的内容</translation>
    </message>
    <message>
        <source>shorten the sentence</source>
        <translation>请缩短句子</translation>
    </message>
    <message>
        <source>nothing is shown</source>
        <translation>不显示任何内容</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>the session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>the tokenizer&apos;s text file</source>
        <translation>分词器的文本文件</translation>
    </message>
    <message>
        <source>writing the trace of these %1 tokens (the trace, its tensors and the file)</source>
        <translation>写入这 %1 个词元的追踪（追踪本身、其张量和文件）</translation>
    </message>
    <message>
        <source>use a shorter input</source>
        <translation>请使用更短的输入</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>未写入任何内容</translation>
    </message>
    <message>
        <source>this model is too large to explore interactively; keep n_layer · n_embd² under 67 million</source>
        <translation>此模型太大，无法交互式探索；请让 n_layer · n_embd² 保持在 6700 万以下</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Decoder-only, encoder-only, or an encoder and a decoder joined by cross-attention</source>
        <translation>仅解码器、仅编码器，或由交叉注意力连接的编码器与解码器</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Layers per stack</source>
        <translation>每个堆栈的层数</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>Attention heads; n_embd must be divisible by it</source>
        <translation>注意力头数；n_embd 必须能被它整除</translation>
    </message>
    <message>
        <source>n_embd</source>
        <translation>n_embd</translation>
    </message>
    <message>
        <source>Width of every token vector</source>
        <translation>每个词元向量的宽度</translation>
    </message>
    <message>
        <source>d_ff</source>
        <translation>d_ff</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>Longest input, in tokens</source>
        <translation>最长输入（以词元计）</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Tokens the model knows: rows of the embedding</source>
        <translation>模型认识的词元数：嵌入矩阵的行数</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>How each sublayer&apos;s input or sum is normalised</source>
        <translation>每个子层的输入或残差和如何归一化</translation>
    </message>
    <message>
        <source>Norm position</source>
        <translation>归一化位置</translation>
    </message>
    <message>
        <source>Normalise before each sublayer (pre) or after its residual sum (post)</source>
        <translation>在每个子层之前归一化（pre），或在其残差相加之后归一化（post）</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>The feed-forward layer&apos;s non-linearity</source>
        <translation>前馈层的非线性函数</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <source>How a token&apos;s position enters: a learned table, sines and cosines, or not at all</source>
        <translation>词元的位置如何进入模型：学习得到的表、正弦和余弦，或完全不用</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>偏置</translation>
    </message>
    <message>
        <source>Linear layers and norms add a learned bias</source>
        <translation>线性层和归一化层加上可学习的偏置</translation>
    </message>
    <message>
        <source>lm head tied to the embedding</source>
        <translation>输出层与嵌入层共享权重</translation>
    </message>
    <message>
        <source>The output layer reuses the token embedding&apos;s weights</source>
        <translation>输出层复用词元嵌入的权重</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>A position sees only the positions before it (decoder self-attention)</source>
        <translation>每个位置只能看到它之前的位置（解码器的自注意力）</translation>
    </message>
    <message>
        <source>Norm ε</source>
        <translation>归一化 ε</translation>
    </message>
    <message>
        <source>Added to the variance before its square root</source>
        <translation>在开平方之前加到方差上</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Share of values zeroed while training; never at inference</source>
        <translation>训练时置零的值所占比例；推理时从不使用</translation>
    </message>
    <message>
        <source>unknown config field &apos;%1&apos; (known: %2)</source>
        <translation>未知的配置字段 &apos;%1&apos;（已知字段：%2）</translation>
    </message>
    <message>
        <source>AttentionLab&apos;s own .safetensors files</source>
        <translation>AttentionLab 自己的 .safetensors 文件</translation>
    </message>
    <message>
        <source>GPT-2-family models (model_type &quot;gpt2&quot;, such as gpt2 and distilgpt2)</source>
        <translation>GPT-2 系列模型（model_type 为 &quot;gpt2&quot;，例如 gpt2 和 distilgpt2）</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1: model_type is missing; AttentionLab opens %2</source>
        <translation>%1：缺少 model_type；AttentionLab 可打开%2</translation>
    </message>
    <message>
        <source>%1: model_type is &quot;%2&quot;; AttentionLab opens %3</source>
        <translation>%1：model_type 为 &quot;%2&quot;；AttentionLab 可打开%3</translation>
    </message>
    <message>
        <source>cross-attention needs the encoder&apos;s output</source>
        <translation>交叉注意力需要编码器的输出</translation>
    </message>
    <message>
        <source>layer %1 has no %2 sublayer</source>
        <translation>第 %1 层没有 %2 子层</translation>
    </message>
    <message>
        <source>QK-norm</source>
        <translation>QK 归一化</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3 but only %4 rows of &apos;%5&apos; %6 are left for it — is the config right for this file?</source>
        <translation>%1：张量 &apos;%2&apos; 的形状为 %3，但 &apos;%5&apos; %6 只剩 %4 行——配置与此文件相符吗？</translation>
    </message>
    <message>
        <source>%1: the tensors that make &apos;%2&apos; %3 hold %4 of its rows — is the config right for this file?</source>
        <translation>%1：组成 &apos;%2&apos; %3 的张量只有其中 %4 行——配置与此文件相符吗？</translation>
    </message>
    <message>
        <source>%1 (%2) must be divisible by %3 (%4)</source>
        <translation>%1（%2）必须能被 %3（%4）整除</translation>
    </message>
    <message>
        <source>this trace was made by another model</source>
        <translation>此追踪来自另一个模型</translation>
    </message>
    <message>
        <source>this model normalises or turns q and k after the projection</source>
        <translation>此模型在投影之后对 q 和 k 做归一化或旋转</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; this family computes silu</source>
        <translation>%1 为“%2”；此模型族只计算 silu</translation>
    </message>
    <message>
        <source>%1 is true; AttentionLab&apos;s attention sees every earlier token</source>
        <translation>%1 为 true；AttentionLab 的注意力会看到之前的每个词元</translation>
    </message>
    <message>
        <source>%1 is set; mixtures of experts are not supported</source>
        <translation>%1 已设置；不支持混合专家模型</translation>
    </message>
    <message>
        <source>%1 is true; biases on the feed-forward are not supported</source>
        <translation>%1 为 true；不支持前馈层的偏置</translation>
    </message>
    <message>
        <source>%1 is true; a bias on o_proj is not supported</source>
        <translation>%1 为 true；不支持 o_proj 上的偏置</translation>
    </message>
    <message>
        <source>Llama-family models (model_type &quot;llama&quot;, such as Llama 3.2, SmolLM2 and TinyLlama)</source>
        <translation>Llama 系列模型（model_type “llama”，例如 Llama 3.2、SmolLM2 和 TinyLlama）</translation>
    </message>
    <message>
        <source>Qwen2 and Qwen2.5 models (model_type &quot;qwen2&quot;)</source>
        <translation>Qwen2 和 Qwen2.5 模型（model_type “qwen2”）</translation>
    </message>
    <message>
        <source>Qwen3 models (model_type &quot;qwen3&quot;)</source>
        <translation>Qwen3 模型（model_type “qwen3”）</translation>
    </message>
    <message>
        <source>%1 must be a JSON object</source>
        <translation>%1 必须是 JSON 对象</translation>
    </message>
    <message>
        <source>the query heads (%1) must be a multiple of the key/value heads (%2), and a rotated head&apos;s size (%3) even</source>
        <translation>查询头数（%1）必须是键/值头数（%2）的倍数，且旋转的头大小（%3）必须为偶数</translation>
    </message>
    <message>
        <source>c_attn.weight must be ((H + 2·H_kv)·D, C) and c_proj.weight (C, H·D)</source>
        <translation>c_attn.weight 必须为 ((H + 2·H_kv)·D, C)，c_proj.weight 必须为 (C, H·D)</translation>
    </message>
    <message>
        <source>QK-norm needs q_norm.weight and k_norm.weight of the head size</source>
        <translation>QK-norm 需要与头大小相同的 q_norm.weight 和 k_norm.weight</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <source>Heads of keys and values, each shared by n_head / n_kv_head query heads (grouped-query attention); 0: one per query head</source>
        <translation>键和值的头数，每个由 n_head / n_kv_head 个查询头共享（分组查询注意力）；0：每个查询头一个</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>头大小</translation>
    </message>
    <message>
        <source>Features of each head&apos;s queries, keys and values; 0: n_embd / n_head</source>
        <translation>每个头的查询、键和值的特征数；0：n_embd / n_head</translation>
    </message>
    <message>
        <source>RoPE θ</source>
        <translation>RoPE θ</translation>
    </message>
    <message>
        <source>Rotary positions: pair i of a head turns by position · θ^(−2i/d_k)</source>
        <translation>旋转位置编码：头中的第 i 对特征旋转 位置 · θ^(−2i/d_k)</translation>
    </message>
    <message>
        <source>gated feed-forward</source>
        <translation>门控前馈层</translation>
    </message>
    <message>
        <source>The feed-forward multiplies act(x·W_gate) by x·W_up before W_down (SwiGLU with silu)</source>
        <translation>前馈层在 W_down 之前将 act(x·W_gate) 与 x·W_up 相乘（使用 silu 即 SwiGLU）</translation>
    </message>
    <message>
        <source>RMSNorm over each head&apos;s queries and keys before the rotation</source>
        <translation>在旋转之前对每个头的查询和键做 RMSNorm</translation>
    </message>
    <message>
        <source>q, k, v biases</source>
        <translation>q、k、v 偏置</translation>
    </message>
    <message>
        <source>The query, key and value projections add a bias even where nothing else does</source>
        <translation>查询、键和值的投影加偏置，即使其他层都没有偏置</translation>
    </message>
    <message>
        <source>rotary positions turn pairs of features: the head size (%1) must be even</source>
        <translation>旋转位置编码旋转成对的特征：头大小（%1）必须为偶数</translation>
    </message>
    <message>
        <source>%1 = key/value head %2</source>
        <translation>%1 = 键/值头 %2</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not in %3; the two do not belong together</source>
        <translation>%1：“%2”不在 %3 中；两者不匹配</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; (the merged token) is not in %3; the two do not belong together</source>
        <translation>%1：“%2”（合并后的词元）不在 %3 中；两者不匹配</translation>
    </message>
    <message>
        <source>%1: the unknown token &quot;%2&quot; is not in the vocabulary</source>
        <translation>%1：未知词元“%2”不在词表中</translation>
    </message>
    <message>
        <source>the tokenizer has no token for &quot;%1&quot; and no unknown token to stand for it</source>
        <translation>分词器没有“%1”的词元，也没有可代替它的未知词元</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <source>%1 line %2: expected two tokens separated by one space, got &quot;%3&quot;</source>
        <translation>%1 第 %2 行：应为以一个空格分隔的两个词元，实际为“%3”</translation>
    </message>
    <message>
        <source>vocab_limit (%1) must be 0 (all) or positive</source>
        <translation>vocab_limit（%1）必须为 0（全部）或正数</translation>
    </message>
    <message>
        <source>tokenizer type must be &quot;char&quot;, &quot;word&quot;, &quot;gpt2_bpe&quot; or &quot;tokenizer.json&quot;, got &quot;%1&quot;</source>
        <translation>分词器类型必须为“char”、“word”、“gpt2_bpe”或“tokenizer.json”，实际为“%1”</translation>
    </message>
    <message>
        <source>%1: the pattern is not valid UTF-8</source>
        <translation>%1：该模式不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>%1: the pattern &quot;%2&quot; is not a regular expression AttentionLab can run (%3 near character %4)</source>
        <translation>%1：模式“%2”不是 AttentionLab 能运行的正则表达式（%3，位于第 %4 个字符附近）</translation>
    </message>
    <message>
        <source>%1: the pattern &quot;%2&quot; takes too long on this text; the tokenizer file&apos;s pattern is not one a tokenizer uses</source>
        <translation>%1：模式“%2”处理此文本耗时过长；这不是分词器会用的模式</translation>
    </message>
    <message>
        <source>%1: the pattern failed on this text (%2)</source>
        <translation>%1：该模式在此文本上失败（%2）</translation>
    </message>
    <message>
        <source>the text could not be normalised to NFC (%1)</source>
        <translation>无法将文本规范化为 NFC（%1）</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; AttentionLab computes rotary positions unscaled or with Llama 3.1&apos;s &quot;llama3&quot; scaling</source>
        <translation>%1 为“%2”；AttentionLab 只计算不缩放或使用 Llama 3.1 的“llama3”缩放的旋转位置编码</translation>
    </message>
    <message>
        <source>%1: factor must be positive and high_freq_factor greater than low_freq_factor (&gt; 0)</source>
        <translation>%1：factor 必须为正，且 high_freq_factor 必须大于 low_freq_factor（&gt; 0）</translation>
    </message>
    <message>
        <source>RoPE scaling</source>
        <translation>RoPE 缩放</translation>
    </message>
    <message>
        <source>Llama 3.1&apos;s scaling: pairs slower than the trained context turn this many times slower; 0: none</source>
        <translation>Llama 3.1 的缩放：比训练上下文更慢的特征对旋转速度降低为此倍数分之一；0：不缩放</translation>
    </message>
    <message>
        <source>RoPE low-frequency factor</source>
        <translation>RoPE 低频因子</translation>
    </message>
    <message>
        <source>Pairs whose wavelength exceeds the trained context divided by this are scaled fully</source>
        <translation>波长超过训练上下文除以此值的特征对被完全缩放</translation>
    </message>
    <message>
        <source>RoPE high-frequency factor</source>
        <translation>RoPE 高频因子</translation>
    </message>
    <message>
        <source>Pairs whose wavelength is below the trained context divided by this keep their speed</source>
        <translation>波长低于训练上下文除以此值的特征对保持原速度</translation>
    </message>
    <message>
        <source>RoPE trained context</source>
        <translation>RoPE 训练上下文</translation>
    </message>
    <message>
        <source>The context length the scaled model was trained on</source>
        <translation>缩放模型训练时的上下文长度</translation>
    </message>
    <message>
        <source>%1 has no weight_map {&quot;tensor&quot;: &quot;file&quot;, …}</source>
        <translation>%1 没有 weight_map {&quot;tensor&quot;: &quot;file&quot;, …}</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is placed in &quot;%3&quot;, which is not a file name beside the index</source>
        <translation>%1：张量“%2”被放在“%3”中，这不是索引旁边的文件名</translation>
    </message>
    <message>
        <source>%1 names the shard &apos;%2&apos;, which is not in its folder; download every file the index names</source>
        <translation>%1 提到分片“%2”，但它不在同一文件夹中；请下载索引列出的每个文件</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is in two shards</source>
        <translation>%1：张量“%2”出现在两个分片中</translation>
    </message>
    <message>
        <source>%1 places tensor &apos;%2&apos; in &apos;%3&apos;, which lacks it; the shards do not belong to this index</source>
        <translation>%1 将张量“%2”放在“%3”中，但该文件中没有它；这些分片不属于此索引</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Hugging Face repo id: an id is OWNER/NAME of letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, with no &apos;..&apos; or &apos;--&apos;</source>
        <translation>“%1”不是 Hugging Face 仓库 ID：ID 的形式为 OWNER/NAME，由字母、数字、“-”、“_”和“.”组成，不含“..”或“--”</translation>
    </message>
    <message>
        <source>%1: the revision &apos;%2&apos; is not in the cache; download it first, e.g. with hf download %1 --revision %2</source>
        <translation>%1：修订版本“%2”不在缓存中；请先下载，例如 hf download %1 --revision %2</translation>
    </message>
    <message>
        <source>the cached ref</source>
        <translation>缓存的引用</translation>
    </message>
    <message>
        <source>%1: %2 does not hold a commit hash; the cache is damaged: download the model again</source>
        <translation>%1：%2 不包含提交哈希；缓存已损坏：请重新下载模型</translation>
    </message>
    <message>
        <source>%1: the snapshot of commit %2 is not in the cache; download the model again</source>
        <translation>%1：提交 %2 的快照不在缓存中；请重新下载模型</translation>
    </message>
    <message>
        <source>%1: %2 in the cached snapshot points to a file that is not there; download the model again</source>
        <translation>%1：缓存快照中的 %2 指向一个不存在的文件；请重新下载模型</translation>
    </message>
    <message>
        <source>%1: the cached snapshot has no config.json; download it first, e.g. with hf download %1 config.json</source>
        <translation>%1：缓存快照中没有 config.json；请先下载，例如 hf download %1 config.json</translation>
    </message>
    <message>
        <source>cannot start an HTTP transfer (libcurl)</source>
        <translation>无法开始 HTTP 传输（libcurl）</translation>
    </message>
    <message>
        <source>%1: %2: the server redirected more than 10 times (a redirect loop); check HF_ENDPOINT (%3) and the proxy</source>
        <translation>%1：%2：服务器重定向超过 10 次（重定向循环）；请检查 HF_ENDPOINT（%3）和代理</translation>
    </message>
    <message>
        <source>%1 is gated: accept its conditions on its page (%2/%1) while logged in, make an access token (%2/settings/tokens) and set HF_TOKEN to it%3</source>
        <translation>%1 需要授权：请登录后在其页面（%2/%1）接受条款，创建访问令牌（%2/settings/tokens），并将 HF_TOKEN 设为该令牌%3</translation>
    </message>
    <message>
        <source>%1 was not found on %2, or it is private: check the repo id; for a private or gated repo set HF_TOKEN to an access token (%2/settings/tokens)</source>
        <translation>在 %2 上找不到 %1，或它是私有的：请检查仓库 ID；私有或需授权的仓库请将 HF_TOKEN 设为访问令牌（%2/settings/tokens）</translation>
    </message>
    <message>
        <source>%1: %2: no such revision (branch, tag or commit)</source>
        <translation>%1：%2：没有这个版本（分支、标签或提交）</translation>
    </message>
    <message>
        <source>%1: %2 was not found on %3: check the repo id</source>
        <translation>%1：在 %3 上找不到 %2：请检查仓库 ID</translation>
    </message>
    <message>
        <source>%1: %2: the server answered HTTP %3%4; try again later</source>
        <translation>%1：%2：服务器返回 HTTP %3%4；请稍后再试</translation>
    </message>
    <message>
        <source>%1: %2: %3; check the network connection and the proxy (https_proxy), then run again</source>
        <translation>%1：%2：%3；请检查网络连接和代理（https_proxy），然后重试</translation>
    </message>
    <message>
        <source>%1: HF_HUB_OFFLINE is set, so nothing is downloaded; unset it to fetch the model</source>
        <translation>%1：已设置 HF_HUB_OFFLINE，因此不会下载任何内容；取消该设置即可获取模型</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s file list could not be read (%2); is HF_ENDPOINT (%3) a Hugging Face Hub?</source>
        <translation>%1：无法读取 Hub 的文件列表（%2）；HF_ENDPOINT（%3）是 Hugging Face Hub 吗？</translation>
    </message>
    <message>
        <source>%1: the Hub named no commit for %2</source>
        <translation>%1：Hub 没有给出 %2 的提交</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s file list names &apos;%2&apos;, which is not a file of a repo</source>
        <translation>%1：Hub 的文件列表中有“%2”，这不是仓库中的文件</translation>
    </message>
    <message>
        <source>%1 has no config.json: it is not a transformers model AttentionLab can open</source>
        <translation>%1 没有 config.json：它不是 AttentionLab 能打开的 transformers 模型</translation>
    </message>
    <message>
        <source>%1 has its weights only as PyTorch pickles (pytorch_model.bin), which AttentionLab never opens: loading a pickle can run any code. Look for a version of the model in .safetensors (the Hub&apos;s conversion bot often offers one as a pull request, refs/pr/N)</source>
        <translation>%1 的权重只有 PyTorch pickle 格式（pytorch_model.bin），AttentionLab 从不打开这种文件：加载 pickle 可能执行任意代码。请寻找该模型的 .safetensors 版本（Hub 的转换机器人常以拉取请求 refs/pr/N 提供）</translation>
    </message>
    <message>
        <source>%1 has no model.safetensors: AttentionLab opens weights in safetensors only</source>
        <translation>%1 没有 model.safetensors：AttentionLab 只打开 safetensors 格式的权重</translation>
    </message>
    <message>
        <source>%1: cannot make the cache folder %2: %3; set HF_HUB_CACHE to a folder you can write</source>
        <translation>%1：无法创建缓存文件夹 %2：%3；请将 HF_HUB_CACHE 设为可写的文件夹</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3; set HF_HUB_CACHE to a folder you can write</source>
        <translation>%1：无法写入 %2：%3；请将 HF_HUB_CACHE 设为可写的文件夹</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1：无法写入 %2：%3</translation>
    </message>
    <message>
        <source>%1: cancelled during %2; download again to resume where it stopped</source>
        <translation>%1：在 %2 期间已取消；再次下载即可从中断处继续</translation>
    </message>
    <message>
        <source>%1: %2 could not be written: %3; free some space (it needs %4 bytes more) and download again to resume</source>
        <translation>%1：无法写入 %2：%3；请腾出空间（还需 %4 字节），然后再次下载以继续</translation>
    </message>
    <message>
        <source>%1: %2: the server sent more than the %3 bytes the Hub announced; nothing was kept; try again later</source>
        <translation>%1：%2：服务器发送的数据超过 Hub 声明的 %3 字节；未保留任何内容；请稍后再试</translation>
    </message>
    <message>
        <source>%1: %2 stopped at %3 of %4 bytes; download again to resume</source>
        <translation>%1：%2 在 %4 字节中的第 %3 字节处中断；再次下载即可继续</translation>
    </message>
    <message>
        <source>%1: %2: the bytes received do not have the sha256 the Hub announced (%3); they were deleted and nothing entered the cache; download again</source>
        <translation>%1：%2：收到的数据与 Hub 声明的 sha256（%3）不符；已删除，缓存中未加入任何内容；请重新下载</translation>
    </message>
    <message>
        <source>%1: cancelled after %2; download again to go on</source>
        <translation>%1：在 %2 之后已取消；再次下载即可继续</translation>
    </message>
    <message>
        <source>%1 is not in the Hugging Face cache (%2); download it with File → Get a model from Hugging Face…, or attentionlab-cli download %1</source>
        <translation>%1 不在 Hugging Face 缓存中（%2）；请用 文件 → 从 Hugging Face 获取模型… 或 attentionlab-cli download %1 下载</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; has %3, more than such a file ever has (%4); is it the right file?</source>
        <translation>%1“%2”有 %3，超过此类文件的上限（%4）；文件是否正确？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a loop of symbolic links; nothing was written — choose a file name</source>
        <translation>“%1”是符号链接的循环；未写入任何内容——请选择一个文件名</translation>
    </message>
    <message>
        <source>the output file&apos;s name is empty; nothing was written — name a file</source>
        <translation>输出文件名为空；未写入任何内容——请给出文件名</translation>
    </message>
    <message>
        <source>cannot write into the folder of &apos;%1&apos;: %2; nothing was changed</source>
        <translation>无法写入“%1”所在的文件夹：%2；未作任何更改</translation>
    </message>
    <message>
        <source>%1: model_type must be a name such as &quot;gpt2&quot; or &quot;llama&quot;, not %2</source>
        <translation>%1：model_type 必须是 &quot;gpt2&quot; 或 &quot;llama&quot; 这样的名称，而不是 %2</translation>
    </message>
    <message>
        <source>%1 is empty; name the file to write — nothing was written</source>
        <translation>%1 为空；请给出要写入的文件——未写入任何内容</translation>
    </message>
    <message>
        <source>%1 %2 is also this command&apos;s %3; give each output its own file — nothing was written</source>
        <translation>%1 %2 同时也是此命令的 %3；请为每个输出指定各自的文件——未写入任何内容</translation>
    </message>
    <message>
        <source>%1 %2 is a file this command reads (%3 %4); choose another file — nothing was written</source>
        <translation>%1 %2 是此命令读取的文件（%3 %4）；请选择其他文件——未写入任何内容</translation>
    </message>
    <message>
        <source>%1 %2 is the same file as %3, which this command reads (%4 %5); choose another file — nothing was written</source>
        <translation>%1 %2 与此命令读取的 %3 是同一个文件（%4 %5）；请选择其他文件——未写入任何内容</translation>
    </message>
    <message>
        <source>%1 %2 exists and is not an image; choose another name, or pass --force to replace it — nothing was written</source>
        <translation>%1 %2 已存在且不是图像；请选择其他名称，或使用 --force 替换它——未写入任何内容</translation>
    </message>
    <message>
        <source>the shard index</source>
        <translation>分片索引</translation>
    </message>
    <message>
        <source>a random model of %1 parameters</source>
        <translation>一个有 %1 个参数的随机模型</translation>
    </message>
    <message>
        <source>choose a smaller n_layer, n_embd, d_ff or vocab_size</source>
        <translation>请选择更小的 n_layer、n_embd、d_ff 或 vocab_size</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (a bad byte at offset %1); give it in UTF-8</source>
        <translation>文本不是有效的 UTF-8（偏移 %1 处有错误字节）；请以 UTF-8 提供</translation>
    </message>
    <message>
        <source>&quot;step&quot; must be a whole number</source>
        <translation>&quot;step&quot; 必须是整数</translation>
    </message>
    <message>
        <source>%1: the checkpoint&apos;s step is %2; a step count is never negative — the checkpoint is corrupt</source>
        <translation>%1：检查点的步数为 %2；步数不可能为负——检查点已损坏</translation>
    </message>
    <message>
        <source>%1: the checkpoint is at step %2, past the run&apos;s %3 steps; give --steps larger than %2 to continue it</source>
        <translation>%1：检查点位于第 %2 步，超过了本次训练的 %3 步；请给出大于 %2 的 --steps 以继续</translation>
    </message>
    <message>
        <source>the training text of %1 bytes</source>
        <translation>%1 字节的训练文本</translation>
    </message>
    <message>
        <source>train on a shorter text</source>
        <translation>请用更短的文本训练</translation>
    </message>
    <message>
        <source>training this model (%1 parameters, batches of %2)</source>
        <translation>训练此模型（%1 个参数，批大小 %2）</translation>
    </message>
    <message>
        <source>choose a smaller model or batch_size</source>
        <translation>请选择更小的模型或 batch_size</translation>
    </message>
    <message>
        <source>the text has %1 tokens; the model reads at most %2 (its block_size; n_positions in a Hugging Face config.json), so only the first %2 are used</source>
        <translation>文本有 %1 个词元；模型最多读取 %2 个（其 block_size；Hugging Face config.json 中的 n_positions），因此只使用前 %2 个</translation>
    </message>
    <message>
        <source>the text is far longer than the model reads, at most %1 tokens (its block_size; n_positions in a Hugging Face config.json), so only the first %1 are used</source>
        <translation>文本远长于模型能读取的长度，最多 %1 个词元（其 block_size；Hugging Face config.json 中的 n_positions），因此只使用前 %1 个</translation>
    </message>
    <message>
        <source>training diverged at step %1: %2. The weights are kept from the last good step; lower the learning rate (e.g. to %3) and try again</source>
        <translation>训练在第 %1 步发散：%2。权重保留自最后一个正常步骤；请降低学习率（例如降到 %3）后重试</translation>
    </message>
    <message>
        <source>the number of top tokens (%1) must be 1 … %2</source>
        <translation>最可能词元的个数（%1）必须为 1 … %2</translation>
    </message>
    <message>
        <source>direct logit attribution needs a pre-norm model: this one normalises the stream after each sublayer, so its output is no sum of what the parts wrote</source>
        <translation>直接 logit 归因需要前置归一化（pre-norm）模型：此模型在每个子层之后归一化残差流，因此其输出不是各部分写入之和</translation>
    </message>
    <message>
        <source>direct logit attribution reads a LayerNorm or RMSNorm as the final norm; this model&apos;s is BatchNorm</source>
        <translation>直接 logit 归因要求最终归一化为 LayerNorm 或 RMSNorm；此模型的是 BatchNorm</translation>
    </message>
    <message>
        <source>position %1 is outside a text of %2 tokens</source>
        <translation>位置 %1 超出了 %2 个词元的文本</translation>
    </message>
    <message>
        <source>direct logit attribution needs the model&apos;s own residual stream; switch off the experiments that bypass residuals or norms, and use a run without patches</source>
        <translation>直接 logit 归因需要模型自己的残差流；请关闭绕过残差连接或归一化的实验，并使用未修补的运行</translation>
    </message>
    <message>
        <source>a %1 patch names layer %2; this model has layers 0 … %3</source>
        <translation>%1 修补指定了第 %2 层；此模型只有第 0 … %3 层</translation>
    </message>
    <message>
        <source>a head patch names head %1 of layer %2, which has heads 0 … %3</source>
        <translation>头修补指定了第 %2 层的头 %1，而该层只有头 0 … %3</translation>
    </message>
    <message>
        <source>a %1 patch names position %2 of a text of %3 tokens</source>
        <translation>%1 修补指定了 %3 个词元文本中的位置 %2</translation>
    </message>
    <message>
        <source>patching compares two single texts, not batches</source>
        <translation>修补比较两段单独的文本，而不是批次</translation>
    </message>
    <message>
        <source>the clean text has %1 tokens and the corrupted text %2; patching needs the same count, so make them differ in words of as many tokens</source>
        <translation>干净文本有 %1 个词元，损坏文本有 %2 个；修补需要相同的数量，请让两者只在词元数相同的词上不同</translation>
    </message>
    <message>
        <source>the answer and the wrong token are the same token; choose two different ones</source>
        <translation>答案和错误词元是同一个词元；请选择两个不同的词元</translation>
    </message>
    <message>
        <source>the clean and the corrupted run give the same logit difference (%1), so no patch can restore anything; choose texts or tokens where the answer changes</source>
        <translation>干净运行和损坏运行的 logit 差相同（%1），因此任何修补都无法恢复什么；请选择会改变答案的文本或词元</translation>
    </message>
    <message>
        <source>forward_layers needs a trace that holds what layer %1 reads</source>
        <translation>forward_layers 需要一个包含第 %1 层输入的轨迹</translation>
    </message>
    <message>
        <source>a %1 patch names sequence %2 of a batch of %3</source>
        <translation>%1 修补指定了 %3 条序列批次中的第 %2 条</translation>
    </message>
    <message>
        <source>layer %1 has no %2 sublayer to patch</source>
        <translation>第 %1 层没有可修补的 %2 子层</translation>
    </message>
    <message>
        <source>a %1 patch holds %2 values; it needs %3</source>
        <translation>%1 修补含有 %2 个值；需要 %3 个</translation>
    </message>
    <message>
        <source>%1 must be one token; &apos;%2&apos; is %3 tokens (%4)</source>
        <translation>%1 必须是一个词元；“%2”是 %3 个词元（%4）</translation>
    </message>
    <message>
        <source>%1; with a space before it, as inside a sentence, it is one: &apos; %2&apos;</source>
        <translation>%1；前面加一个空格（如在句中）时它是一个词元：“ %2”</translation>
    </message>
    <message>
        <source>the patch comes from a clean text of %1 tokens and this text has %2; patching needs the same count (Experiments → Reset, or type the clean text again)</source>
        <translation>修补来自一段 %1 个词元的干净文本，而此文本有 %2 个；修补需要相同的数量（实验 → 重置，或重新输入干净文本）</translation>
    </message>
    <message>
        <source>no experiment was run</source>
        <translation>没有运行任何实验</translation>
    </message>
    <message>
        <source>W_Q of head %1, transposed</source>
        <translation>头 %1 的 W_Q（转置）</translation>
    </message>
    <message>
        <source>W_K of head %1, transposed</source>
        <translation>头 %1 的 W_K（转置）</translation>
    </message>
    <message>
        <source>W_V of head %1, transposed</source>
        <translation>头 %1 的 W_V（转置）</translation>
    </message>
    <message>
        <source>%1 is not a finite number the model can hold; type a number such as 0.25 (nothing was changed)</source>
        <translation>%1 不是模型能容纳的有限数；请输入 0.25 这样的数（未做任何更改）</translation>
    </message>
    <message>
        <source>an edit of %1 names %2 %3, outside 0 … %4</source>
        <translation>对 %1 的修改指定了%2 %3，超出 0 … %4</translation>
    </message>
    <message>
        <source>%1 is not a number an edit can change (attn.q, attn.k, attn.v, attn.scores, attn.weights)</source>
        <translation>%1 不是可以修改的数（attn.q、attn.k、attn.v、attn.scores、attn.weights）</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>layer %1 has no self-attention to edit</source>
        <translation>第 %1 层没有可修改的自注意力</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>%1 is a running statistic, not a weight; it cannot be edited</source>
        <translation>%1 是运行统计量，不是权重，不能修改</translation>
    </message>
    <message>
        <source>%1 has no element (%2, %3): it is %4 × %5</source>
        <translation>%1 没有元素 (%2, %3)：它是 %4 × %5</translation>
    </message>
    <message>
        <source>this model has no weight named %1</source>
        <translation>此模型没有名为 %1 的权重</translation>
    </message>
    <message>
        <source>%1 (Experiments → Undo the last edit, or Reset)</source>
        <translation>%1（实验 → 撤销上一次修改，或重置）</translation>
    </message>
    <message>
        <source>the edit was not made</source>
        <translation>修改未执行</translation>
    </message>
    <message>
        <source>angle p·fᵢ (°)</source>
        <translation>角度 p·fᵢ（°）</translation>
    </message>
    <message>
        <source>Width of the feed-forward layer; 0: none (an attention-only model)</source>
        <translation>前馈层的宽度；0：没有前馈层（只有注意力的模型）</translation>
    </message>
    <message>
        <source>Q turned (head %1)</source>
        <translation>旋转后的 Q（头 %1）</translation>
    </message>
    <message>
        <source>K turned (head %1)</source>
        <translation>旋转后的 K（头 %1）</translation>
    </message>
    <message>
        <source>GPT-2</source>
        <translation>GPT-2</translation>
    </message>
    <message>
        <source>Learned positions, LayerNorm, GELU, biases, the output tied to the embedding</source>
        <translation>学习的位置、LayerNorm、GELU、偏置，输出层与嵌入共享权重</translation>
    </message>
    <message>
        <source>mini-Llama</source>
        <translation>迷你 Llama</translation>
    </message>
    <message>
        <source>Rotary positions, RMSNorm, SwiGLU, two query heads per key/value head, no biases, an output of its own</source>
        <translation>旋转位置、RMSNorm、SwiGLU，每个键/值头对应两个查询头，无偏置，输出层独立</translation>
    </message>
    <message>
        <source>microgpt</source>
        <translation>microgpt</translation>
    </message>
    <message>
        <source>Karpathy&apos;s microgpt: 1 layer, 16 dimensions, 4 heads, RMSNorm, ReLU, no biases</source>
        <translation>Karpathy 的 microgpt：1 层、16 维、4 个头、RMSNorm、ReLU、无偏置</translation>
    </message>
    <message>
        <source>attention only</source>
        <translation>只有注意力</translation>
    </message>
    <message>
        <source>Two layers of attention and no feed-forward (rotary positions): the smallest model that forms induction heads</source>
        <translation>两层注意力，没有前馈层（旋转位置）：能形成归纳头的最小模型</translation>
    </message>
    <message>
        <source>attention + MLP</source>
        <translation>注意力 + MLP</translation>
    </message>
    <message>
        <source>The same two layers of attention, each followed by a feed-forward block (an MLP)</source>
        <translation>同样的两层注意力，每层后面接一个前馈块（MLP）</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知的预设“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>induction length (%1) must be between 2 and 16: the symbols of an example are distinct letters</source>
        <translation>归纳任务的长度（%1）必须在 2 到 16 之间：一个样例中的符号是互不相同的字母</translation>
    </message>
    <message>
        <source>the Hugging Face Llama layout needs %1; this model has %2 (train it with --preset mini-llama)</source>
        <translation>Hugging Face 的 Llama 格式需要%1；这个模型是%2（请用 --preset mini-llama 训练）</translation>
    </message>
    <message>
        <source>a causal decoder</source>
        <translation>因果解码器</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>the norm before each sublayer</source>
        <translation>每个子层之前的归一化</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>旋转位置</translation>
    </message>
    <message>
        <source>a feed-forward block in every layer</source>
        <translation>每层都有前馈块</translation>
    </message>
    <message>
        <source>a gated SiLU feed-forward (SwiGLU)</source>
        <translation>门控 SiLU 前馈（SwiGLU）</translation>
    </message>
    <message>
        <source>no biases (but q, k and v&apos;s)</source>
        <translation>没有偏置（q、k、v 的除外）</translation>
    </message>
    <message>
        <source>QK-norm or q, k, v biases, not both</source>
        <translation>QK 归一化或 q、k、v 偏置，不能两者都有</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists and is not a folder; name a new folder for the Hugging Face files</source>
        <translation>“%1”已存在且不是文件夹；请为 Hugging Face 文件指定一个新文件夹</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; is not empty; name a new or empty folder, or add --force to replace its config.json and model.safetensors</source>
        <translation>文件夹“%1”不是空的；请指定一个新的或空的文件夹，或加上 --force 以替换其中的 config.json 和 model.safetensors</translation>
    </message>
    <message>
        <source>cannot make the folder &apos;%1&apos;: %2</source>
        <translation>无法创建文件夹“%1”：%2</translation>
    </message>
    <message>
        <source>the length experiment trains copy or reverse, not &quot;%1&quot;</source>
        <translation>长度实验训练“复制”或“反转”，而不是“%1”</translation>
    </message>
    <message>
        <source>the training length (%1) must be between 2 and 32 (it is scored up to twice that)</source>
        <translation>训练长度（%1）必须在 2 到 32 之间（评分一直到它的两倍）</translation>
    </message>
    <message>
        <source>examples (%1) must be positive</source>
        <translation>样例数（%1）必须为正</translation>
    </message>
    <message>
        <source>the length experiment needs at least one kind of position</source>
        <translation>长度实验至少需要一种位置编码</translation>
    </message>
    <message>
        <source>the shortest string (%1) must not be longer than the task length (%2)</source>
        <translation>最短字符串（%1）不能长于任务长度（%2）</translation>
    </message>
    <message>
        <source>a text of %1 bytes is too long to fold into lower case (at most 2 GiB)</source>
        <translation>%1 字节的文本太长，无法转换为小写（最多 2 GiB）</translation>
    </message>
    <message>
        <source>the %1 task cannot train a model of architecture %2 (it trains: %3)</source>
        <translation>任务 %1 不能训练架构为 %2 的模型（它训练：%3）</translation>
    </message>
</context>
<context>
    <name>lesson</name>
    <message>
        <source>What does “it” mean?</source>
        <translation>“it” 指的是什么？</translation>
    </message>
    <message>
        <source>One word, two meanings: watch attention follow the meaning of a sentence.</source>
        <translation>一个词，两种含义：观察注意力如何追随句子的含义。</translation>
    </message>
    <message>
        <source>Tired</source>
        <translation>累了</translation>
    </message>
    <message>
        <source>Which word does the last “it” attend to most?</source>
        <translation>最后一个 “it” 最关注哪个词？</translation>
    </message>
    <message>
        <source>Read the last row of the heatmap: its brightest cell is the answer.</source>
        <translation>看热力图的最后一行：最亮的单元格就是答案。</translation>
    </message>
    <message>
        <source>Wide</source>
        <translation>宽</translation>
    </message>
    <message>
        <source>Where does the last “it” look now?</source>
        <translation>最后一个 “it” 现在看向哪里？</translation>
    </message>
    <message>
        <source>Only one word changed, at the end — and the attention of “it” moved. The head reads the adjective and decides.</source>
        <translation>只有句末的一个词变了——“it” 的注意力就转移了。这个头读取形容词并作出判断。</translation>
    </message>
    <message>
        <source>Other heads</source>
        <translation>其他的头</translation>
    </message>
    <message>
        <source>Not every head does this. The grid shows all eight: some look at the previous word, some at &lt;bos&gt;. Try the Activations and Compare tabs with both sentences.</source>
        <translation>并不是每个头都这样做。网格显示了全部八个头：有的看前一个词，有的看 &lt;bos&gt;。请用这两个句子试试“激活值”和“比较”标签页。</translation>
    </message>
    <message>
        <source>Masks: causal, padding, both</source>
        <translation>掩码：因果、填充、两者兼有</translation>
    </message>
    <message>
        <source>What a mask hides, why, and what the model computes when you change it.</source>
        <translation>掩码隐藏了什么、为什么，以及改变掩码后模型会计算出什么。</translation>
    </message>
    <message>
        <source>The model&apos;s own mask</source>
        <translation>模型自己的掩码</translation>
    </message>
    <message>
        <source>This character model predicts the next character, so it was trained with a &lt;b&gt;causal&lt;/b&gt; mask: a token sees itself and what came before, never what comes after. Masked cells are marked −∞ before the softmax and get weight exactly 0.</source>
        <translation>这个字符模型预测下一个字符，所以训练时使用了&lt;b&gt;因果&lt;/b&gt;掩码：一个词元能看到自己和它之前的内容，永远看不到之后的内容。被掩码的单元格在 softmax 之前被设为 −∞，权重恰好为 0。</translation>
    </message>
    <message>
        <source>No mask at all</source>
        <translation>完全没有掩码</translation>
    </message>
    <message>
        <source>Now the experiment panel&apos;s mask is &lt;b&gt;none&lt;/b&gt;: every token may look at every other, also the future. The model was never trained like this, so its weights change — and a model that sees the next character could simply copy it.</source>
        <translation>现在实验面板中的掩码是 &lt;b&gt;none&lt;/b&gt;：每个词元都可以看到其他所有词元，包括未来的。模型从未以这种方式训练过，所以它的权重会改变——而且能看到下一个字符的模型完全可以直接照抄。</translation>
    </message>
    <message>
        <source>Without the mask, can the first row&apos;s weights still be all on itself?</source>
        <translation>没有掩码时，第一行的权重还能全部落在它自己身上吗？</translation>
    </message>
    <message>
        <source>Yes, always</source>
        <translation>是的，总是如此</translation>
    </message>
    <message>
        <source>No, they spread over later tokens too</source>
        <translation>不能，权重也会分散到后面的词元上</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>In a batch, short sentences are filled up to the longest with &lt;b&gt;padding&lt;/b&gt;. Padding is not text, so no token may attend to it. Here the valid length is 7: the characters from position 7 on (“ sat” after “the cat”) are treated as padding, and their columns are masked for every row.</source>
        <translation>在一个批次中，较短的句子会用&lt;b&gt;填充&lt;/b&gt;补齐到最长句子的长度。填充不是文本，所以任何词元都不能关注它。这里的有效长度是 7：从位置 7 开始的字符（“the cat” 之后的 “ sat”）被当作填充，它们的列对每一行都被掩码。</translation>
    </message>
    <message>
        <source>Causal and padding together</source>
        <translation>因果与填充同时使用</translation>
    </message>
    <message>
        <source>A decoder trained on padded batches uses both: the causal triangle and the padded columns. A cell is hidden if either mask hides it.</source>
        <translation>用填充批次训练的解码器会同时使用两者：因果三角形和填充列。只要任一掩码隐藏某个单元格，它就被隐藏。</translation>
    </message>
    <message>
        <source>All seven real characters up to and including itself; the padding after it is hidden by both masks.</source>
        <translation>直到并包括它自己在内的全部七个真实字符；之后的填充被两种掩码同时隐藏。</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>A padded batch side by side</source>
        <translation>并排查看一个填充批次</translation>
    </message>
    <message>
        <source>One attention head, end to end</source>
        <translation>一个注意力头，从头到尾</translation>
    </message>
    <message>
        <source>Follow one head of a trained model from its Q, K and V to its output, with every number on screen.</source>
        <translation>跟随一个已训练模型的一个头，从 Q、K、V 一直到输出，每个数字都显示在屏幕上。</translation>
    </message>
    <message>
        <source>The sentence, as tokens</source>
        <translation>句子，切分为词元</translation>
    </message>
    <message>
        <source>This small model was trained to work out what &lt;b&gt;“it”&lt;/b&gt; refers to. Each word of the sentence is one token; &lt;b&gt;&amp;lt;bos&amp;gt;&lt;/b&gt; marks the beginning. Every row of every matrix in this lesson is one of these tokens.</source>
        <translation>这个小模型被训练来判断 &lt;b&gt;“it”&lt;/b&gt; 指代什么。句子中的每个词是一个词元；&lt;b&gt;&amp;lt;bos&amp;gt;&lt;/b&gt; 标记开头。本课程中每个矩阵的每一行都是这些词元之一。</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>查询、键和值</translation>
    </message>
    <message>
        <source>Each token&apos;s vector is multiplied by three weight matrices. Its &lt;b&gt;query&lt;/b&gt; Q says what it is looking for, its &lt;b&gt;key&lt;/b&gt; K what it offers, its &lt;b&gt;value&lt;/b&gt; V what it will pass on. This is head 1 of layer 1: 16 numbers per token for each.</source>
        <translation>每个词元的向量分别乘以三个权重矩阵。它的&lt;b&gt;查询&lt;/b&gt; Q 表示它在寻找什么，&lt;b&gt;键&lt;/b&gt; K 表示它能提供什么，&lt;b&gt;值&lt;/b&gt; V 表示它将传递什么。这是第 1 层的第 1 个头：每个词元各有 16 个数。</translation>
    </message>
    <message>
        <source>Scores: Q·Kᵀ</source>
        <translation>分数：Q·Kᵀ</translation>
    </message>
    <message>
        <source>Each score is one query row times one key row: multiply them number by number and add up. A large score means the key matches what the query looks for. &lt;b&gt;Click any cell&lt;/b&gt; to see the 16 products that make it.</source>
        <translation>每个分数都是一个查询行乘以一个键行：逐个相乘再求和。分数大，说明这个键符合查询所寻找的内容。&lt;b&gt;点击任意单元格&lt;/b&gt;，查看构成它的 16 个乘积。</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>除以 √d_k</translation>
    </message>
    <message>
        <source>With 16 numbers per head the sums grow large; dividing by √16 = 4 keeps them in a range where the softmax still spreads its weight. Same pattern, paler colours.</source>
        <translation>每个头有 16 个数，求和会变大；除以 √16 = 4 能让它们保持在 softmax 仍能分散权重的范围内。图案相同，颜色更淡。</translation>
    </message>
    <message>
        <source>The mask</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>This model writes text left to right, so no token may look at a later one: those scores become −∞. The upper triangle is hidden.</source>
        <translation>这个模型从左到右书写文本，所以任何词元都不能看后面的词元：这些分数变为 −∞。上三角被隐藏。</translation>
    </message>
    <message>
        <source>Itself and &lt;bos&gt; before it: everything to its right is masked.</source>
        <translation>它自己和前面的 &lt;bos&gt;：它右边的一切都被掩码了。</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>14</source>
        <translation>14</translation>
    </message>
    <message>
        <source>Softmax: scores become weights</source>
        <translation>Softmax：分数变为权重</translation>
    </message>
    <message>
        <source>Each row is turned into weights that are positive and add up to 1. Before you look: the last token is “it”.</source>
        <translation>每一行都被转换成为正且总和为 1 的权重。在看之前：最后一个词元是 “it”。</translation>
    </message>
    <message>
        <source>Which word will the last “it” attend to most?</source>
        <translation>最后一个 “it” 会最关注哪个词？</translation>
    </message>
    <message>
        <source>This head learned to send “it” to the animal that was tired. Try “too wide” instead of “too tired”: the weight moves to the street.</source>
        <translation>这个头学会了把 “it” 指向那只累了的动物。把 “too tired” 换成 “too wide” 试试：权重会转移到街道上。</translation>
    </message>
    <message>
        <source>× V: mix the values</source>
        <translation>× V：混合值向量</translation>
    </message>
    <message>
        <source>Each token&apos;s output is the average of all value rows, weighted by its row of weights. The “it” row now carries mostly what “animal” offered.</source>
        <translation>每个词元的输出是所有值行的平均，按它那一行的权重加权。现在 “it” 这一行携带的主要是 “animal” 提供的内容。</translation>
    </message>
    <message>
        <source>All heads together</source>
        <translation>所有的头一起</translation>
    </message>
    <message>
        <source>The four heads ran side by side on their own 16 columns; their outputs are concatenated and mixed by W_O. Then the result is added to the token&apos;s vector (the residual) and normalised. Press → to keep walking through the layer, or Close to explore on your own.</source>
        <translation>四个头在各自的 16 列上并行运行；它们的输出被拼接起来并由 W_O 混合。然后结果与词元的向量相加（残差）并归一化。按 → 继续浏览这一层，或按“关闭”自行探索。</translation>
    </message>
    <message>
        <source>Watch a model learn</source>
        <translation>观察模型学习</translation>
    </message>
    <message>
        <source>Train a tiny model to reverse strings and watch its attention form an anti-diagonal.</source>
        <translation>训练一个微型模型来反转字符串，观察它的注意力形成一条反对角线。</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>The task: read a string such as &lt;b&gt;3a7c91fb=&lt;/b&gt; and write it backwards, &lt;b&gt;bf19c7a3&lt;/b&gt;. A fresh model with random weights cannot; we will train one here, on this computer, in about a minute.</source>
        <translation>任务：读取一个字符串，例如 &lt;b&gt;3a7c91fb=&lt;/b&gt;，并把它倒着写出来：&lt;b&gt;bf19c7a3&lt;/b&gt;。一个权重随机的新模型做不到；我们将在这台计算机上训练一个，大约需要一分钟。</translation>
    </message>
    <message>
        <source>Before training</source>
        <translation>训练之前</translation>
    </message>
    <message>
        <source>Before you press &lt;b&gt;Play&lt;/b&gt;: the attention probe on the right will show where the model looks while it writes the answer.</source>
        <translation>在按下&lt;b&gt;播放&lt;/b&gt;之前：右侧的注意力探针会显示模型在写答案时看向哪里。</translation>
    </message>
    <message>
        <source>To write the reversed string, where must the answer&apos;s tokens look?</source>
        <translation>为了写出反转后的字符串，答案中的词元必须看向哪里？</translation>
    </message>
    <message>
        <source>To write the k-th character of the answer, the model must read the k-th character from the end of the input: one cell per row, running from top right to bottom left.</source>
        <translation>要写出答案的第 k 个字符，模型必须读取输入中倒数第 k 个字符：每行一个单元格，从右上延伸到左下。</translation>
    </message>
    <message>
        <source>At themselves (the diagonal)</source>
        <translation>看自己（对角线）</translation>
    </message>
    <message>
        <source>At the input from its end back (the anti-diagonal)</source>
        <translation>从末尾往回看输入（反对角线）</translation>
    </message>
    <message>
        <source>At &lt;bos&gt; (the first column)</source>
        <translation>看 &lt;bos&gt;（第一列）</translation>
    </message>
    <message>
        <source>Everywhere equally</source>
        <translation>平均地看所有位置</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>A fully trained model</source>
        <translation>一个训练完成的模型</translation>
    </message>
    <message>
        <source>This is the same task on strings of six characters, trained to 100% exact matches (the shipped model), on 3a7c91 and its answer. In layer 0, every row of the answer puts almost all its weight on one input character: the anti-diagonal, sharp. If your training run finished, &lt;b&gt;Explore&lt;/b&gt; in the Train tab opens your own model the same way.</source>
        <translation>这是同一个任务，只是字符串有六个字符，训练到 100% 完全匹配（随附的模型），这里是 3a7c91 和它的答案。在第 0 层，答案的每一行几乎把全部权重放在一个输入字符上：清晰的反对角线。如果你的训练已经完成，“训练”标签页中的&lt;b&gt;探索&lt;/b&gt;会以同样方式打开你自己的模型。</translation>
    </message>
    <message>
        <source>What each head does</source>
        <translation>每个头在做什么</translation>
    </message>
    <message>
        <source>The grid shows all heads of both layers at once. Layer 0 finds the character to copy; layer 1&apos;s heads look at “=” and the start — they help the model know where in the answer it is.</source>
        <translation>网格同时显示两层的所有头。第 0 层找到要复制的字符；第 1 层的头看向 “=” 和开头——它们帮助模型知道自己在答案中的位置。</translation>
    </message>
    <message>
        <source>Find the circuit</source>
        <translation>找出电路</translation>
    </message>
    <message>
        <source>Activation patching: run the corrupted sentence with one part taken from the clean one, and find which parts carry the answer.</source>
        <translation>激活修补：运行损坏的句子，但其中一部分取自干净句子，找出哪些部分承载了答案。</translation>
    </message>
    <message>
        <source>Two sentences</source>
        <translation>两个句子</translation>
    </message>
    <message>
        <source>Clean: “…too &lt;b&gt;tired&lt;/b&gt; . it” makes the model say &lt;b&gt;animal&lt;/b&gt;. Corrupted: “…too &lt;b&gt;wide&lt;/b&gt; . it” makes it say &lt;b&gt;street&lt;/b&gt;. One word differs. Which parts of the model carry that word to the answer? Patching finds out: run the corrupted sentence, but take one activation from the clean run, and see how much of “animal” comes back.</source>
        <translation>干净句：“…too &lt;b&gt;tired&lt;/b&gt; . it”让模型说出 &lt;b&gt;animal&lt;/b&gt;。损坏句：“…too &lt;b&gt;wide&lt;/b&gt; . it”让它说出 &lt;b&gt;street&lt;/b&gt;。只差一个词。模型的哪些部分把这个词带到了答案？修补可以找出来：运行损坏的句子，但从干净运行中取一个激活，看看“animal”能找回多少。</translation>
    </message>
    <message>
        <source>The residual stream</source>
        <translation>残差流</translation>
    </message>
    <message>
        <source>The Patching tab patches the residual stream entering each layer, one position at a time. A cell of 1 brings the whole clean answer back, 0 nothing.</source>
        <translation>“修补”标签页逐个位置修补进入每一层的残差流。格子为 1 表示找回了全部干净答案，0 表示什么也没找回。</translation>
    </message>
    <message>
        <source>Entering layer 0, which position brings “animal” back?</source>
        <translation>进入第 0 层时，哪个位置能找回“animal”？</translation>
    </message>
    <message>
        <source>Only “tired” differs, so entering layer 0 only its row matters. Entering layer 1, the whole difference sits at the last “it”: layer 0 moved it there.</source>
        <translation>只有“tired”不同，所以进入第 0 层时只有它那一行起作用。进入第 1 层时，全部差别都在最后一个“it”上：是第 0 层把它搬到了那里。</translation>
    </message>
    <message>
        <source>the last “it”</source>
        <translation>最后一个“it”</translation>
    </message>
    <message>
        <source>tired</source>
        <translation>tired</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>street</source>
        <translation>street</translation>
    </message>
    <message>
        <source>Attention moves it</source>
        <translation>注意力把它搬过去</translation>
    </message>
    <message>
        <source>Now patch each layer&apos;s attention output instead. Layer 0&apos;s attention at the last “it” brings back all of it. Choose &lt;i&gt;each layer&apos;s feed-forward output&lt;/i&gt; in &lt;i&gt;Patch&lt;/i&gt;: almost nothing. Attention moves information between positions; a feed-forward block works on one position at a time.</source>
        <translation>现在改为修补每一层的注意力输出。第 0 层在最后一个“it”处的注意力找回了全部。在&lt;i&gt;修补&lt;/i&gt;中选择&lt;i&gt;每一层的前馈输出&lt;/i&gt;：几乎没有。注意力在位置之间搬运信息；前馈块一次只处理一个位置。</translation>
    </message>
    <message>
        <source>Which head?</source>
        <translation>哪个头？</translation>
    </message>
    <message>
        <source>Layer 0 has four heads. Patch each head&apos;s output, at every position at once.</source>
        <translation>第 0 层有四个头。修补每个头的输出，一次覆盖所有位置。</translation>
    </message>
    <message>
        <source>Which head of layer 0 carries the adjective?</source>
        <translation>第 0 层的哪个头承载了形容词？</translation>
    </message>
    <message>
        <source>Head 3 of layer 0 alone brings back 99%: it reads the adjective from the last “it”.</source>
        <translation>仅第 0 层的头 3 就找回了 99%：它从最后一个“it”处读取形容词。</translation>
    </message>
    <message>
        <source>head 0</source>
        <translation>头 0</translation>
    </message>
    <message>
        <source>head 1</source>
        <translation>头 1</translation>
    </message>
    <message>
        <source>head 2</source>
        <translation>头 2</translation>
    </message>
    <message>
        <source>head 3</source>
        <translation>头 3</translation>
    </message>
    <message>
        <source>The patched run</source>
        <translation>修补后的运行</translation>
    </message>
    <message>
        <source>This is the corrupted sentence, run with only layer 0&apos;s head 3 taken from the clean one (the badge under the sentence says so). The model answers &lt;b&gt;animal&lt;/b&gt; again. Every view shows this run: open the Attention tab, or step through it.</source>
        <translation>这是损坏的句子，只有第 0 层的头 3 取自干净句子（句子下方的标记说明了这一点）。模型又回答 &lt;b&gt;animal&lt;/b&gt; 了。每个视图都显示这次运行：打开“注意力”标签页，或逐步查看。</translation>
    </message>
    <message>
        <source>What each part adds</source>
        <translation>各部分的贡献</translation>
    </message>
    <message>
        <source>Back to the clean sentence. The last choice of &lt;i&gt;Patch&lt;/i&gt; splits the logit of “animal” minus that of “street” into what each part writes directly; the bars add up to the total. Layer 1&apos;s heads write most of it, reading what layer 0&apos;s head 3 moved to “it”: a circuit of two steps.</source>
        <translation>回到干净的句子。&lt;i&gt;修补&lt;/i&gt;的最后一个选项把“animal”的 logit 减去“street”的 logit，拆分为各部分直接写入的量；各柱之和等于总和。大部分由第 1 层的头写入，它们读取的是第 0 层头 3 搬到“it”处的信息：一个两步的电路。</translation>
    </message>
    <message>
        <source>Which layer knows the answer?</source>
        <translation>哪一层知道答案？</translation>
    </message>
    <message>
        <source>The logit lens: read the model&apos;s prediction after every layer and see where the answer forms.</source>
        <translation>Logit 透镜：读出模型在每一层之后的预测，看答案在哪里形成。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>The model reads “…because it was too tired . it” and predicts the next word: &lt;b&gt;animal&lt;/b&gt;, almost certainly. The answer comes out at the end. But where inside the model does it form?</source>
        <translation>模型读入“…because it was too tired . it”并预测下一个词：几乎肯定是 &lt;b&gt;animal&lt;/b&gt;。答案在最后输出。但它是在模型内部的哪里形成的？</translation>
    </message>
    <message>
        <source>The logit lens</source>
        <translation>Logit 透镜</translation>
    </message>
    <message>
        <source>The logit lens sends the residual stream at each layer boundary straight to the output, through the final norm and the unembedding. The first row is the embeddings alone, each row below adds a layer, and the last row is the model&apos;s own prediction.</source>
        <translation>Logit 透镜把每个层边界处的残差流直接送到输出端，经过最终归一化和反嵌入。第一行只有嵌入，往下每一行多一层，最后一行就是模型自己的预测。</translation>
    </message>
    <message>
        <source>At which row does “animal” first become the most likely word at the last “it”?</source>
        <translation>在哪一行，“animal”首次成为最后一个“it”处最可能的词？</translation>
    </message>
    <message>
        <source>After layer 0 the stream at “it” still predicts another word: the model has not decided. Layer 1 writes “animal” in: in this two-layer model the answer forms in its last layer.</source>
        <translation>第 0 层之后，“it”处的残差流还在预测别的词：模型尚未决定。第 1 层写入了“animal”：在这个两层模型里，答案形成于最后一层。</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>after layer 0</source>
        <translation>第 0 层之后</translation>
    </message>
    <message>
        <source>after layer 1</source>
        <translation>第 1 层之后</translation>
    </message>
    <message>
        <source>Change one word, &lt;b&gt;tired&lt;/b&gt; to &lt;b&gt;wide&lt;/b&gt;: the last row now says &lt;b&gt;street&lt;/b&gt;, and again only after layer 1. The rows above it look alike for both sentences: the early layers gather words, the last one decides.</source>
        <translation>改一个词，把 &lt;b&gt;tired&lt;/b&gt; 改成 &lt;b&gt;wide&lt;/b&gt;：最后一行现在是 &lt;b&gt;street&lt;/b&gt;，同样只在第 1 层之后。上面的行对两个句子看起来一样：前面的层收集词语，最后一层做决定。</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>Type &lt;b&gt;animal&lt;/b&gt; into &lt;i&gt;Follow a token&lt;/i&gt;: each cell is coloured by that word&apos;s probability, and the layer where it appears stands out. Try your own sentence pair, or GPT-2 from File → Get a model from Hugging Face…: there the answer often appears a few layers before the end.</source>
        <translation>在&lt;i&gt;跟踪词元&lt;/i&gt;中输入 &lt;b&gt;animal&lt;/b&gt;：每个格子按该词的概率着色，它出现的那一层就会很显眼。试试你自己的句子对，或者通过“文件 → 从 Hugging Face 获取模型…”打开 GPT-2：在那里答案常常在最后几层之前就出现了。</translation>
    </message>
    <message>
        <source>What if?</source>
        <translation>如果……会怎样？</translation>
    </message>
    <message>
        <source>Layer 0&apos;s head 3 again, on the clean sentence, with one number typed by hand: the last “it” reads “tired” with weight 0.3 instead of 0.96 (the framed cell; the badge under the sentence says so). The model still says &lt;b&gt;animal&lt;/b&gt;. Double-click the framed number and type 0, then −1, and look at the Output tab each time; &lt;i&gt;Experiments → Undo the last edit&lt;/i&gt; takes an edit back.</source>
        <translation>又是第 0 层的头 3，在干净的句子上，有一个数是手动输入的：最后一个 “it” 以权重 0.3 而不是 0.96 读取 “tired”（带框的单元格；句子下方的标记也这样说）。模型仍然说 &lt;b&gt;animal&lt;/b&gt;。双击带框的数，先输入 0，再输入 −1，每次都看一下“输出”标签页；&lt;i&gt;实验 → 撤销上一次修改&lt;/i&gt; 可以撤回一次修改。</translation>
    </message>
    <message>
        <source>With that weight at −1, what does the model say after the last “it”?</source>
        <translation>当该权重为 −1 时，模型在最后一个 “it” 之后会说什么？</translation>
    </message>
    <message>
        <source>At 0 the head carries nothing of “tired” and the model is lost (it predicts the end of the text); at −1 it carries the opposite of “tired”, and the model says &lt;b&gt;street&lt;/b&gt;, the answer to “too wide”. One number of one head decides between the two readings.</source>
        <translation>为 0 时，这个头不携带任何 “tired” 的信息，模型便迷失了（它预测文本结束）；为 −1 时，它携带与 “tired” 相反的信息，模型说 &lt;b&gt;street&lt;/b&gt;，即 “too wide” 的答案。一个头的一个数决定了两种理解。</translation>
    </message>
    <message>
        <source>nothing it knows (end of text)</source>
        <translation>它不知道的东西（文本结束）</translation>
    </message>
    <message>
        <source>GPT-2: where does the answer form?</source>
        <translation>GPT-2：答案在哪里形成？</translation>
    </message>
    <message>
        <source>GPT-2 small from Hugging Face: the logit lens, patching and attribution on a fact it knows (the city of the Eiffel Tower).</source>
        <translation>来自 Hugging Face 的 GPT-2 small：用 logit lens、修补和归因研究它知道的一个事实（埃菲尔铁塔所在的城市）。</translation>
    </message>
    <message>
        <source>GPT-2 reads a sentence</source>
        <translation>GPT-2 读一个句子</translation>
    </message>
    <message>
        <source>GPT-2 small, from Hugging Face (about 550 MB; when it is not on this computer the lesson offers to download it): 12 layers of 12 heads, trained on web text. It reads &lt;i&gt;The Eiffel Tower is in the city of&lt;/i&gt;, and the Output tab shows the tokens it expects next. Which layer puts its answer there?</source>
        <translation>GPT-2 small，来自 Hugging Face（约 550 MB；如果这台电脑上没有，课程会提出下载）：12 层，每层 12 个头，在网页文本上训练。它读 &lt;i&gt;The Eiffel Tower is in the city of&lt;/i&gt;，“输出”标签页显示它预期的下一个词元。是哪一层把答案放在那里的？</translation>
    </message>
    <message>
        <source>Layer by layer</source>
        <translation>逐层</translation>
    </message>
    <message>
        <source>The logit lens reads GPT-2&apos;s stream after each of its 12 layers as if it were the last. In the last column (“ of”), the early rows guess words that often follow “of”. Find the first row whose top token is the Output tab&apos;s answer, then type that token, with its leading space, into &lt;i&gt;Follow a token&lt;/i&gt;: every cell is coloured by its probability, and the layers that write the answer stand out.</source>
        <translation>Logit lens 把 GPT-2 在其 12 层中每一层之后的残差流都当作最后一层来读。在最后一列（“ of”）中，前面的行猜的是常跟在 “of” 后面的词。找出最顶端词元是“输出”标签页答案的第一行，然后把这个词元（连同它前面的空格）输入&lt;i&gt;跟踪词元&lt;/i&gt;：每个单元格按它的概率着色，写入答案的层就会显现出来。</translation>
    </message>
    <message>
        <source>Which positions carry the fact?</source>
        <translation>哪些位置携带这个事实？</translation>
    </message>
    <message>
        <source>“The Colosseum is in the city of” has as many tokens (10), so the Patching tab runs it with one piece of the Eiffel Tower&apos;s run put back: each cell is the residual stream entering a layer at one position, 1 when it brings the whole answer back. Look for the bright cells: on the tokens of “Eiffel Tower” in the early layers, on the last position in the late ones? Between the two, the fact travels from the subject to the end of the sentence. Each grid takes GPT-2 a few seconds.</source>
        <translation>“The Colosseum is in the city of” 的词元数相同（10 个），所以“修补”标签页运行它时，把埃菲尔铁塔那次运行中的一部分放回去：每个单元格是在某个位置进入某一层的残差流，能把整个答案带回来时为 1。找找亮的单元格：早期层里在 “Eiffel Tower” 的词元上，后期层里在最后一个位置上？在两者之间，这个事实从主语传到句子的末尾。GPT-2 每个网格要几秒钟。</translation>
    </message>
    <message>
        <source>Heads and blocks</source>
        <translation>头与模块</translation>
    </message>
    <message>
        <source>What each of GPT-2&apos;s 144 heads and 12 feed-forward blocks writes directly towards its answer and against the Colosseum&apos;s: the 23 largest bars are drawn, the rest are one, and together they add up to the total. Choose &lt;i&gt;each head&apos;s output&lt;/i&gt; in &lt;i&gt;Patch&lt;/i&gt; to see which heads alone bring the answer back, and click one to run the Colosseum sentence with it.</source>
        <translation>GPT-2 的 144 个头和 12 个前馈模块各自直接为它的答案、并针对斗兽场的答案写入了多少：画出最大的 23 根柱，其余合为一根，它们加起来就是总数。在&lt;i&gt;修补&lt;/i&gt;中选择&lt;i&gt;每个头的输出&lt;/i&gt;，看看哪些头单独就能把答案带回来，点击其中一个，用它运行斗兽场的句子。</translation>
    </message>
    <message>
        <source>“The animal didn&apos;t cross the street because &lt;b&gt;it&lt;/b&gt; was too tired.” Who was tired? You know: the animal. This model was trained on sentences like this one. Predict before you look (layer 1, head 1); your answer opens the heatmap.</source>
        <translation>“The animal didn&apos;t cross the street because &lt;b&gt;it&lt;/b&gt; was too tired.”（……因为&lt;b&gt;它&lt;/b&gt;太累了。）是谁累了？你知道：那只动物。这个模型是用这类句子训练的。先预测再看（第 1 层第 1 个头）；你的回答会打开热力图。</translation>
    </message>
    <message>
        <source>Change one word: “…because it was too &lt;b&gt;wide&lt;/b&gt;.” What was too wide? Predict again before you look.</source>
        <translation>改一个词：“…because it was too &lt;b&gt;wide&lt;/b&gt;.”（……因为它太宽了。）什么太宽了？看之前再预测一次。</translation>
    </message>
    <message>
        <source>Row 0 now sees all 11 characters, and the softmax gives each some weight.</source>
        <translation>第 0 行现在能看到全部 11 个字符，softmax 给每个字符都分配了一些权重。</translation>
    </message>
    <message>
        <source>How many keys does the last real character (“t”, row 6) see?</source>
        <translation>最后一个真实字符（“t”，第 6 行）能看到多少个键？</translation>
    </message>
    <message>
        <source>The Compare tab runs a second sentence of a different length beside the first, each with the model&apos;s own causal mask (the padding experiment is off: one valid length for both sentences would hide real tokens of the longer one). In one batch the shorter would be filled with padding up to the longer&apos;s length, and a padding mask with its own valid length would keep every token from attending to the filler. Close the lesson and try valid lengths in the experiment panel.</source>
        <translation>“比较”标签页会在第一个句子旁边运行另一个长度不同的句子，每个句子都使用模型自己的因果掩码（填充实验已关闭：两个句子共用一个有效长度会遮住较长句子中真实的词元）。在同一批次中，较短的句子会用填充补齐到较长句子的长度，而带有它自己有效长度的填充掩码会阻止每个词元关注这些填充。关闭课程，在实验面板中试试不同的有效长度。</translation>
    </message>
    <message>
        <source>How many tokens can the first “the” (row 1) look at?</source>
        <translation>第一个 “the”（第 1 行）能看多少个词元？</translation>
    </message>
    <message>
        <source>How a model copies: induction heads</source>
        <translation>模型如何复制：归纳头</translation>
    </message>
    <message>
        <source>Two layers of attention, no feed-forward: a previous-letter head and an induction head copy what came before.</source>
        <translation>两层注意力，没有前馈层：一个“前一个字母”头和一个归纳头复制之前出现过的内容。</translation>
    </message>
    <message>
        <source>A repeat</source>
        <translation>一次重复</translation>
    </message>
    <message>
        <source>Random letters, a word, its repeat: &lt;b&gt;cq planet plane&lt;/b&gt;. In the repeat, each next letter is the one that followed the same letter before. This model has just two layers of attention. What will it say next?</source>
        <translation>随机字母、一个词、它的重复：&lt;b&gt;cq planet plane&lt;/b&gt;。在重复部分，下一个字母就是之前跟在同一个字母后面的那个。这个模型只有两层注意力。它接下来会说什么？</translation>
    </message>
    <message>
        <source>Which letter comes after “cqplanetplane”?</source>
        <translation>“cqplanetplane”后面是哪个字母？</translation>
    </message>
    <message>
        <source>It copies: after “plane” came “t” the first time. The Output tab shows how sure it is.</source>
        <translation>它在复制：第一次出现时，“plane”后面是“t”。“输出”标签页显示它有多确定。</translation>
    </message>
    <message>
        <source>c</source>
        <translation>c</translation>
    </message>
    <message>
        <source>e</source>
        <translation>e</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>Layer 0: the letter before</source>
        <translation>第 0 层：前一个字母</translation>
    </message>
    <message>
        <source>Each letter looks at the one just before it: a previous-token head. It writes “the letter before me” into every position. The position of “t” now also says “after e”.</source>
        <translation>每个字母都看向紧挨在它前面的字母：这是一个“前一个词元”头。它把“我前面的字母”写进每个位置。现在“t”的位置也带着“在 e 之后”的信息。</translation>
    </message>
    <message>
        <source>Layer 1: the induction head</source>
        <translation>第 1 层：归纳头</translation>
    </message>
    <message>
        <source>It looks at “t”, the letter after the first “e”, and copies it into the prediction. Query “I am e” meets key “the letter before me was e”: an induction head.</source>
        <translation>它看向“t”，即第一个“e”后面的字母，并把它复制到预测中。查询“我是 e”遇上键“我前面是 e”：这就是归纳头。</translation>
    </message>
    <message>
        <source>A stripe beside the diagonal</source>
        <translation>对角线旁的一条带</translation>
    </message>
    <message>
        <source>Every letter of the repeat looks one place after its first occurrence: a bright stripe parallel to the diagonal, as long as the repeat. Type your own letters (a to z), then some of them again, and watch the stripe follow.</source>
        <translation>重复部分的每个字母都看向它第一次出现位置的后一位：一条与对角线平行的亮带，长度等于重复部分。输入你自己的字母（a 到 z），再重复其中一些，看亮带如何跟随。</translation>
    </message>
    <message>
        <source>Watch it form</source>
        <translation>看它形成</translation>
    </message>
    <message>
        <source>To copy, the model must find the earlier “e” and read the letter after it, but a key holds only its own letter. Layer 0&apos;s head 3 does the first half.</source>
        <translation>要复制，模型必须找到先前的“e”并读出它后面的字母，但一个键只含有它自己的字母。第 0 层的头 3 完成前一半工作。</translation>
    </message>
    <message>
        <source>In layer 0, head 3, what does the last “e” attend to most?</source>
        <translation>在第 0 层头 3 中，最后一个“e”最关注什么？</translation>
    </message>
    <message>
        <source>Layer 1&apos;s head 0 reads what layer 0 wrote. The last “e” asks: where was the letter after an “e”?</source>
        <translation>第 1 层的头 0 读取第 0 层写下的内容。最后一个“e”在问：“e”后面的那个字母在哪里？</translation>
    </message>
    <message>
        <source>In layer 1, head 0, what does the last “e” attend to most?</source>
        <translation>在第 1 层头 0 中，最后一个“e”最关注什么？</translation>
    </message>
    <message>
        <source>Positions on longer inputs</source>
        <translation>更长输入上的位置编码</translation>
    </message>
    <message>
        <source>A learned table, sines and cosines, rotary positions or none: which copes with strings longer than any it saw?</source>
        <translation>学习的表、正弦和余弦、旋转位置，还是不用位置：哪一种能应付比见过的都长的字符串？</translation>
    </message>
    <message>
        <source>A table of positions</source>
        <translation>位置表</translation>
    </message>
    <message>
        <source>This model adds a learned row to each token: row p is what “at position p” means to it, trained like any weight. It has 64 rows; a 65th token would have none, and a row that training rarely reached means little.</source>
        <translation>这个模型给每个词元加上学习得到的一行：第 p 行就是“在位置 p”对它的含义，像其他权重一样训练。它有 64 行；第 65 个词元没有对应的行，而训练很少触及的行也没什么意义。</translation>
    </message>
    <message>
        <source>Turning instead of adding</source>
        <translation>旋转而不是相加</translation>
    </message>
    <message>
        <source>Rotary positions (RoPE, in Llama and Qwen) add nothing: every query and key is turned by an angle that grows with its position, so a score depends on how far apart two tokens are. Every position has an angle, trained or not.</source>
        <translation>旋转位置（RoPE，用于 Llama 和 Qwen）什么也不加：每个查询和键按随位置增长的角度旋转，因此分数取决于两个词元相距多远。每个位置都有角度，无论是否训练过。</translation>
    </message>
    <message>
        <source>Longer than ever seen</source>
        <translation>比见过的都长</translation>
    </message>
    <message>
        <source>No positions at all: a causal model can count the tokens it sees. Rotary positions come next, the learned table last (it has no trained row for a 9th letter). None copies a whole longer string exactly. Press Train and test to check (a minute or two).</source>
        <translation>完全不用位置的：因果模型能数出它看到的词元。旋转位置其次，学习的表最差（它没有第 9 个字母的训练过的行）。没有一个能完全正确地复制更长的整个字符串。按“训练并测试”来验证（一两分钟）。</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>学习的</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <source>rotary</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Why RoPE, then?</source>
        <translation>那为什么用 RoPE？</translation>
    </message>
    <message>
        <source>Not for length alone. A turn keeps every vector&apos;s length and lets the scores see distances instead of places, which trains well; longer contexts come from training on longer texts and stretching θ (Llama 3.1&apos;s scaling, which this app computes). Try reverse, or another L, in the window.</source>
        <translation>不只是为了长度。旋转保持每个向量的长度，让分数看到距离而不是位置，这样训练效果好；更长的上下文来自在更长的文本上训练并拉伸 θ（Llama 3.1 的缩放，本应用也会计算）。在窗口中试试“反转”或其他 L。</translation>
    </message>
    <message>
        <source>Four models learned to copy 1 to 8 letters: with a learned table, with sines and cosines, with rotary positions, with none at all. Now each gets 9 letters.</source>
        <translation>四个模型学会了复制 1 到 8 个字母：分别用学习的表、正弦和余弦、旋转位置，以及不用位置。现在每个得到 9 个字母。</translation>
    </message>
    <message>
        <source>Which gets the most of 9 letters right?</source>
        <translation>对 9 个字母，哪个答对最多？</translation>
    </message>
    <message>
        <source>Press Play. In slow motion, 20 steps a second: for about a hundred steps the loss stays flat, every letter a guess. Then it starts to fall, and the run pauses itself there: the phase change. Play on, and in the Induction heads chart both scores jump together. Set the probe to layer 1 to watch the stripe appear, or drag the slider under it back to replay.</source>
        <translation>按播放。慢动作，每秒 20 步：大约一百步内损失保持平坦，每个字母都是猜的。然后它开始下降，训练会在那里自动暂停：这就是相变。继续播放，在“归纳头”图表中两个分数会同时跃升。把探针设为第 1 层可以看到条纹出现，或把下面的滑块向左拖动来回放。</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;▶ Play&lt;/b&gt; in the Train tab. It trains in slow motion, 20 steps a second, and the probe shows every step; it pauses by itself when the loss starts to fall steeply, around step 60 — the moment the anti-diagonal forms. Drag the slider under the probe back to replay it, then Play on (at full speed if you like).</source>
        <translation>在训练标签页中按 &lt;b&gt;▶ 播放&lt;/b&gt;。它以慢动作训练，每秒 20 步，探针显示每一步；当损失开始陡降时（大约第 60 步，反对角线形成的时刻）它会自动暂停。把探针下方的滑块向左拖动可回放，然后继续播放（也可以用全速）。</translation>
    </message>
</context>
<context>
    <name>ui</name>
    <message>
        <source>&amp;Character language model (shipped default)</source>
        <translation>字符语言模型（随附默认）(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;oreference: what does “it” mean?</source>
        <translation>指代消解：“it” 指什么？(&amp;O)</translation>
    </message>
    <message>
        <source>Reverse a string (&amp;encoder–decoder)</source>
        <translation>反转字符串（编码器–解码器）(&amp;N)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>is missing: the question to ask</source>
        <translation>缺失：要提出的问题</translation>
    </message>
    <message>
        <source>must be &quot;token&quot; or &quot;choice&quot;, not &quot;%1&quot;</source>
        <translation>必须是 &quot;token&quot; 或 &quot;choice&quot;，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>needs at least two choices</source>
        <translation>至少需要两个选项</translation>
    </message>
    <message>
        <source>must be the index of one of the %1 choices</source>
        <translation>必须是 %1 个选项之一的索引</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the choices</source>
        <translation>&quot;%1&quot; 不是选项之一</translation>
    </message>
    <message>
        <source>is missing: a piece, a choice, a choice&apos;s index or {&quot;most_attended_by&quot;: PIECE}</source>
        <translation>缺失：一个片段、一个选项、选项的索引或 {&quot;most_attended_by&quot;: 片段}</translation>
    </message>
    <message>
        <source>most_attended_by needs &quot;kind&quot;: &quot;token&quot;</source>
        <translation>most_attended_by 需要 &quot;kind&quot;: &quot;token&quot;</translation>
    </message>
    <message>
        <source>must be an object of state keys</source>
        <translation>必须是由状态键组成的对象</translation>
    </message>
    <message>
        <source>Stop %1</source>
        <translation>第 %1 站</translation>
    </message>
    <message>
        <source>Stop %1 (“%2”)</source>
        <translation>第 %1 站（“%2”）</translation>
    </message>
    <message>
        <source>%1, field “%2”: %3</source>
        <translation>%1，字段“%2”：%3</translation>
    </message>
    <message>
        <source>not valid JSON: %1 (at character %2)</source>
        <translation>不是有效的 JSON：%1（位于第 %2 个字符）</translation>
    </message>
    <message>
        <source>not an AttentionLab lesson (its &quot;format&quot; must be &quot;attentionlab-lesson&quot;)</source>
        <translation>不是 AttentionLab 课程（其 &quot;format&quot; 必须是 &quot;attentionlab-lesson&quot;）</translation>
    </message>
    <message>
        <source>lesson format version %1 is newer than this AttentionLab reads (1)</source>
        <translation>课程格式版本 %1 比此版本 AttentionLab 能读取的版本（1）更新</translation>
    </message>
    <message>
        <source>field “title” is missing</source>
        <translation>缺少字段“title”</translation>
    </message>
    <message>
        <source>models, “%1”: safetensors_base64 is missing or not base64</source>
        <translation>models，“%1”：safetensors_base64 缺失或不是 base64</translation>
    </message>
    <message>
        <source>field “stops” is missing or empty: a lesson needs at least one stop</source>
        <translation>字段“stops”缺失或为空：课程至少需要一站</translation>
    </message>
    <message>
        <source>is missing: what the stop says</source>
        <translation>缺失：这一站要讲的内容</translation>
    </message>
    <message>
        <source>is not a state key (%1)</source>
        <translation>不是状态键（%1）</translation>
    </message>
    <message>
        <source>is missing: the first stop chooses the model</source>
        <translation>缺失：第一站需要选择模型</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Encoder</source>
        <translation>编码器</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>交叉注意力</translation>
    </message>
    <message>
        <source>Decoder</source>
        <translation>解码器</translation>
    </message>
    <message>
        <source>Encoder output</source>
        <translation>编码器输出</translation>
    </message>
    <message>
        <source>E = Norm(x)</source>
        <translation>E = Norm(x)</translation>
    </message>
    <message>
        <source>The last encoder layer&apos;s output, normalised: E, one row per source token. Every decoder layer&apos;s cross-attention takes its keys and values from this matrix.</source>
        <translation>最后一个编码器层的输出，经过归一化：E，每个源词元一行。每个解码器层的交叉注意力都从这个矩阵中获取键和值。</translation>
    </message>
    <message>
        <source>Here the tokens are the source, which the encoder reads.</source>
        <translation>这里的词元是编码器读取的源序列。</translation>
    </message>
    <message>
        <source>The encoder reads the whole source at once, in both directions: there is no causal mask. Only padding after the source&apos;s valid length is hidden (hatched), so every real token may attend to every other.</source>
        <translation>编码器一次性双向读取整个源序列：没有因果掩码。只有源序列有效长度之后的填充被隐藏（阴影部分），所以每个真实词元都可以关注其他所有词元。</translation>
    </message>
    <message>
        <source>The feed-forward output joins the residual stream; this is the encoder layer&apos;s output and the next encoder layer&apos;s input.</source>
        <translation>前馈输出加入残差流；这就是该编码器层的输出，也是下一个编码器层的输入。</translation>
    </message>
    <message>
        <source>the encoder&apos;s output</source>
        <translation>编码器的输出</translation>
    </message>
    <message>
        <source>the same tokens</source>
        <translation>同样的词元</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>text → ids → one-hot rows</source>
        <translation>文本 → ID → 独热行</translation>
    </message>
    <message>
        <source>The text is split into tokens, and each token becomes an id in the vocabulary. A one-hot row has a single 1 in that token&apos;s column; the model never sees letters, only these ids.</source>
        <translation>文本被切分成词元，每个词元变成词表中的一个 ID。独热行只在该词元的列上有一个 1；模型从不看到字母，只看到这些 ID。</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>X = onehot · W&lt;sub&gt;E&lt;/sub&gt;</source>
        <translation>X = onehot · W&lt;sub&gt;E&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Each id picks one row of the embedding table, a learned vector of n_embd numbers. Tokens that behave alike end up with similar rows.</source>
        <translation>每个 ID 选取嵌入表中的一行，即一个由 n_embd 个数组成的学习向量。行为相似的词元最终会得到相似的行。</translation>
    </message>
    <message>
        <source>+ Positional encoding</source>
        <translation>+ 位置编码</translation>
    </message>
    <message>
        <source>X ← X + P</source>
        <translation>X ← X + P</translation>
    </message>
    <message>
        <source>Attention alone does not know the order of tokens. Adding a position vector to each row tells the model where each token stands.</source>
        <translation>仅靠注意力并不知道词元的顺序。给每一行加上一个位置向量，模型就知道每个词元所在的位置。</translation>
    </message>
    <message>
        <source>Cross Q, K, V</source>
        <translation>交叉 Q、K、V</translation>
    </message>
    <message>
        <source>Q, K, V</source>
        <translation>Q、K、V</translation>
    </message>
    <message>
        <source>Q = X·W&lt;sub&gt;Q&lt;/sub&gt;,  K = %1·W&lt;sub&gt;K&lt;/sub&gt;,  V = %1·W&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X·W&lt;sub&gt;Q&lt;/sub&gt;，  K = %1·W&lt;sub&gt;K&lt;/sub&gt;，  V = %1·W&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Three learned projections of each row: the query asks, the key answers, the value carries the message. Each head uses its own slice of the columns. Keys and values come from %1.</source>
        <translation>每一行的三个学习投影：查询负责提问，键负责回答，值携带信息。每个头使用属于自己的那部分列。键和值来自%1。</translation>
    </message>
    <message>
        <source>Q·Kᵀ</source>
        <translation>Q·Kᵀ</translation>
    </message>
    <message>
        <source>S = Q·Kᵀ</source>
        <translation>S = Q·Kᵀ</translation>
    </message>
    <message>
        <source>Every query is compared with every key by a dot product: one row per query, one column per key. A large score means the key matches what the query asks for.</source>
        <translation>每个查询都通过点积与每个键比较：每个查询一行，每个键一列。分数大，说明这个键符合查询所问的内容。</translation>
    </message>
    <message>
        <source>÷ √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>÷ √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>S ← S / √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>S ← S / √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Dot products of long vectors grow with their length. Dividing by the square root of the head size keeps the scores in a range where the softmax can still spread its weight.</source>
        <translation>长向量的点积会随长度增大。除以头维度的平方根，能让分数保持在 softmax 仍能分散权重的范围内。</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>S&lt;sub&gt;ij&lt;/sub&gt; ← −∞ where j is hidden from i</source>
        <translation>当 j 对 i 隐藏时，S&lt;sub&gt;ij&lt;/sub&gt; ← −∞</translation>
    </message>
    <message>
        <source>Scores the query must not use become −∞: future tokens in a causal model, padding after a sentence&apos;s valid length. They are hatched here, and after the softmax their weight is exactly 0.</source>
        <translation>查询不得使用的分数变为 −∞：因果模型中的未来词元，以及句子有效长度之后的填充。它们在这里以阴影显示，softmax 之后其权重恰好为 0。</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;ij&lt;/sub&gt; = exp(S&lt;sub&gt;ij&lt;/sub&gt;) / Σ&lt;sub&gt;k&lt;/sub&gt; exp(S&lt;sub&gt;ik&lt;/sub&gt;)</source>
        <translation>A&lt;sub&gt;ij&lt;/sub&gt; = exp(S&lt;sub&gt;ij&lt;/sub&gt;) / Σ&lt;sub&gt;k&lt;/sub&gt; exp(S&lt;sub&gt;ik&lt;/sub&gt;)</translation>
    </message>
    <message>
        <source>Each row becomes positive weights that sum to 1: how much each query attends to each key.</source>
        <translation>每一行都变成总和为 1 的正权重：表示每个查询对每个键的关注程度。</translation>
    </message>
    <message>
        <source>× V</source>
        <translation>× V</translation>
    </message>
    <message>
        <source>head = A·V</source>
        <translation>头 = A·V</translation>
    </message>
    <message>
        <source>Each query&apos;s output is the weighted average of the values, with the attention weights as the weights.</source>
        <translation>每个查询的输出是值向量的加权平均，权重就是注意力权重。</translation>
    </message>
    <message>
        <source>Concatenate heads</source>
        <translation>拼接各头</translation>
    </message>
    <message>
        <source>[head&lt;sub&gt;1&lt;/sub&gt; … head&lt;sub&gt;h&lt;/sub&gt;]</source>
        <translation>[头&lt;sub&gt;1&lt;/sub&gt; … 头&lt;sub&gt;h&lt;/sub&gt;]</translation>
    </message>
    <message>
        <source>The heads&apos; outputs are placed side by side, back to the model&apos;s width.</source>
        <translation>各头的输出并排放置，恢复到模型的宽度。</translation>
    </message>
    <message>
        <source>W&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>W&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>out = concat · W&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>out = concat · W&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>One more learned matrix mixes what the heads found before it is added to the residual stream.</source>
        <translation>在加入残差流之前，再用一个学习矩阵混合各头找到的信息。</translation>
    </message>
    <message>
        <source>Add &amp; Norm</source>
        <translation>相加与归一化</translation>
    </message>
    <message>
        <source>x ← x + out</source>
        <translation>x ← x + out</translation>
    </message>
    <message>
        <source>x ← Norm(x + out)</source>
        <translation>x ← Norm(x + out)</translation>
    </message>
    <message>
        <source>The sublayer&apos;s output is added to the residual stream. In this pre-norm model the norm was applied before the sublayer instead, to its input.</source>
        <translation>子层的输出加到残差流上。在这个前置归一化（pre-norm）模型中，归一化是在子层之前作用于其输入的。</translation>
    </message>
    <message>
        <source>The sublayer&apos;s output is added to the residual stream, and the sum is normalised so the next sublayer sees values of a familiar size.</source>
        <translation>子层的输出加到残差流上，然后对总和进行归一化，使下一个子层看到的数值大小合适。</translation>
    </message>
    <message>
        <source>Feed-forward</source>
        <translation>前馈网络</translation>
    </message>
    <message>
        <source>FFN(x) = W&lt;sub&gt;2&lt;/sub&gt; · act(W&lt;sub&gt;1&lt;/sub&gt;·x + b&lt;sub&gt;1&lt;/sub&gt;) + b&lt;sub&gt;2&lt;/sub&gt;</source>
        <translation>FFN(x) = W&lt;sub&gt;2&lt;/sub&gt; · act(W&lt;sub&gt;1&lt;/sub&gt;·x + b&lt;sub&gt;1&lt;/sub&gt;) + b&lt;sub&gt;2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Each token on its own: widen to d_ff, bend with the nonlinearity, narrow back. Attention moves information between tokens; this step works on what each token has gathered.</source>
        <translation>每个词元单独处理：扩展到 d_ff 维，经过非线性变换，再收缩回来。注意力在词元之间传递信息；这一步则处理每个词元已经收集到的信息。</translation>
    </message>
    <message>
        <source>x ← x + FFN</source>
        <translation>x ← x + FFN</translation>
    </message>
    <message>
        <source>x ← Norm(x + FFN)</source>
        <translation>x ← Norm(x + FFN)</translation>
    </message>
    <message>
        <source>The feed-forward output joins the residual stream; this is the layer&apos;s output and the next layer&apos;s input.</source>
        <translation>前馈输出加入残差流；这就是该层的输出，也是下一层的输入。</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>z = Norm(x) · W&lt;sub&gt;E&lt;/sub&gt;ᵀ</source>
        <translation>z = Norm(x) · W&lt;sub&gt;E&lt;/sub&gt;ᵀ</translation>
    </message>
    <message>
        <source>The final norm, then one score per vocabulary entry for the token that comes next.</source>
        <translation>最终归一化，然后为词表中的每一项给出一个分数，用于预测下一个词元。</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>p = softmax(z)</source>
        <translation>p = softmax(z)</translation>
    </message>
    <message>
        <source>The scores become a probability for every possible next token; the last row predicts what follows the text.</source>
        <translation>分数变为每个可能的下一个词元的概率；最后一行预测文本之后的内容。</translation>
    </message>
    <message>
        <source>Reverse a string (&amp;decoder)</source>
        <translation>反转字符串（解码器）(&amp;D)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>no shipped model &quot;%1&quot; (%2)</source>
        <translation>没有名为“%1”的随附模型（%2）</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1 is not an AttentionLab session</source>
        <translation>%1 不是 AttentionLab 会话</translation>
    </message>
    <message>
        <source>%1 is a session of format version %2, newer than this AttentionLab reads (%3); open it with a newer AttentionLab</source>
        <translation>%1 是格式版本 %2 的会话，比此版本 AttentionLab 能读取的版本（%3）更新；请用更新版本的 AttentionLab 打开</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a view (%2)</source>
        <translation>“%1”不是视图（%2）</translation>
    </message>
    <message>
        <source>this model has no step &quot;%1&quot;</source>
        <translation>此模型没有步骤“%1”</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>必须是 %1 之一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a mask (model, none, causal, padding, causal_padding)</source>
        <translation>“%1”不是掩码（model、none、causal、padding、causal_padding）</translation>
    </message>
    <message>
        <source>[layer, head] pairs must name heads of this model</source>
        <translation>[层, 头] 对必须指向此模型中存在的头</translation>
    </message>
    <message>
        <source>Each head&apos;s queries and keys are then RMS-normalised (QK-norm).</source>
        <translation>随后每个头的查询和键做 RMS 归一化（QK-norm）。</translation>
    </message>
    <message>
        <source>FFN(x) = W&lt;sub&gt;down&lt;/sub&gt; · (act(W&lt;sub&gt;gate&lt;/sub&gt;·x) ⊙ W&lt;sub&gt;up&lt;/sub&gt;·x)</source>
        <translation>FFN(x) = W&lt;sub&gt;down&lt;/sub&gt; · (act(W&lt;sub&gt;gate&lt;/sub&gt;·x) ⊙ W&lt;sub&gt;up&lt;/sub&gt;·x)</translation>
    </message>
    <message>
        <source>Each token on its own: two projections widen it to d_ff; the one through the nonlinearity opens or closes the other like a gate (SwiGLU), then the product narrows back. Attention moves information between tokens; this step works on what each token has gathered.</source>
        <translation>每个词元单独处理：两个投影把它扩展到 d_ff；经过非线性的那个像门一样打开或关闭另一个（SwiGLU），然后乘积再压缩回来。注意力在词元之间传递信息；这一步处理每个词元已经收集到的内容。</translation>
    </message>
    <message>
        <source>z = Norm(x) · W&lt;sub&gt;head&lt;/sub&gt;ᵀ</source>
        <translation>z = Norm(x) · W&lt;sub&gt;head&lt;/sub&gt;ᵀ</translation>
    </message>
    <message>
        <source>Grouped-query attention: %1 query heads share each of the %2 key/value heads, so the keys and values kept of every token while generating (the KV cache) take %3 instead of %4.</source>
        <translation>分组查询注意力：每 %1 个查询头共享 %2 个键/值头中的一个，因此生成时为每个词元保存的键和值（KV 缓存）占 %3，而不是 %4。</translation>
    </message>
    <message>
        <source>RoPE: turn Q and K</source>
        <translation>RoPE：旋转 Q 和 K</translation>
    </message>
    <message>
        <source>(q&lt;sub&gt;i&lt;/sub&gt;, q&lt;sub&gt;i+D/2&lt;/sub&gt;) ← turned by p·f&lt;sub&gt;i&lt;/sub&gt;,  f&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sup&gt;−2i/D&lt;/sup&gt;</source>
        <translation>(q&lt;sub&gt;i&lt;/sub&gt;, q&lt;sub&gt;i+D/2&lt;/sub&gt;) ← 旋转 p·f&lt;sub&gt;i&lt;/sub&gt;，f&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sup&gt;−2i/D&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number such as 1</source>
        <translation>&quot;version&quot; 必须是像 1 这样的整数</translation>
    </message>
    <message>
        <source>the open model</source>
        <translation>已打开的模型</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1: &quot;version&quot; must be a whole number such as %2</source>
        <translation>%1：&quot;version&quot; 必须是像 %2 这样的整数</translation>
    </message>
    <message>
        <source>must be a whole number 0 … %1 for this model</source>
        <translation>对此模型必须是 0 … %1 之间的整数</translation>
    </message>
    <message>
        <source>must be a whole number 1 … %1 (the model&apos;s block_size), or -1 for the whole sentence</source>
        <translation>必须是 1 … %1 之间的整数（模型的 block_size），或 -1 表示整句</translation>
    </message>
    <message>
        <source>must be a whole number -20 … 20</source>
        <translation>必须是 -20 … 20 之间的整数</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <source>German</source>
        <translation>德语</translation>
    </message>
    <message>
        <source>Simplified Chinese</source>
        <translation>简体中文</translation>
    </message>
    <message>
        <source>÷√d_k off</source>
        <translation>÷√d_k 关闭</translation>
    </message>
    <message>
        <source>scores × %1</source>
        <translation>分数 × %1</translation>
    </message>
    <message>
        <source>mask: %1, padding from position %2</source>
        <translation>掩码：%1，从位置 %2 起为填充</translation>
    </message>
    <message>
        <source>mask: %1</source>
        <translation>掩码：%1</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>无位置编码</translation>
    </message>
    <message>
        <source>head %1 of layer %2 zeroed</source>
        <translation>第 %2 层的头 %1 置零</translation>
    </message>
    <message>
        <source>no residual connections</source>
        <translation>无残差连接</translation>
    </message>
    <message>
        <source>no norms</source>
        <translation>无归一化</translation>
    </message>
    <message>
        <source>the stream into layer %1 at position %2</source>
        <translation>进入第 %1 层的残差流（位置 %2）</translation>
    </message>
    <message>
        <source>layer %1&apos;s attention output at position %2</source>
        <translation>第 %1 层的注意力输出（位置 %2）</translation>
    </message>
    <message>
        <source>layer %1&apos;s feed-forward output at position %2</source>
        <translation>第 %1 层的前馈输出（位置 %2）</translation>
    </message>
    <message>
        <source>layer %1&apos;s head %2</source>
        <translation>第 %1 层的头 %2</translation>
    </message>
    <message>
        <source>%1 patched from “%2”</source>
        <translation>%1 修补自“%2”</translation>
    </message>
    <message>
        <source>first token hidden</source>
        <translation>首个词元已隐藏</translation>
    </message>
    <message>
        <source>needs a site (resid, attn, mlp or head), a layer, an index and a clean_text</source>
        <translation>需要一个位置类型（resid、attn、mlp 或 head）、一层、一个索引和一个 clean_text</translation>
    </message>
    <message>
        <source>must be a position 0 … %1</source>
        <translation>必须是位置 0 … %1</translation>
    </message>
    <message>
        <source>edited: %1</source>
        <translation>已修改：%1</translation>
    </message>
    <message>
        <source>%1 numbers edited, the last: %2</source>
        <translation>已修改 %1 个数，最后一个：%2</translation>
    </message>
    <message>
        <source>%1[%2, %3] = %4</source>
        <translation>%1[%2, %3] = %4</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>layer %1, head %2, %3[%4, %5] = %6</source>
        <translation>第 %1 层，头 %2，%3[%4, %5] = %6</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <source>each edit needs a tensor (attn.q, attn.k, attn.v, attn.scores, attn.weights or a weight&apos;s name), a row, a column and a value</source>
        <translation>每个修改都需要一个张量（attn.q、attn.k、attn.v、attn.scores、attn.weights 或权重的名称）、一行、一列和一个值</translation>
    </message>
    <message>
        <source>This matrix is computed from others shown here: change one of those.</source>
        <translation>这个矩阵是由这里显示的其他矩阵算出来的：请修改其中之一。</translation>
    </message>
    <message>
        <source>“%1” is not a number; type one such as %2. Nothing was changed.</source>
        <translation>“%1” 不是数；请输入 %2 这样的数。未做任何更改。</translation>
    </message>
    <message>
        <source>row %1 (“%2”), column %3</source>
        <translation>第 %1 行（“%2”），第 %3 列</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>What if this number were different?</source>
        <translation>如果这个数不同会怎样？</translation>
    </message>
    <message>
        <source>%1
%2: now %3

Another value (everything computed from it follows):</source>
        <translation>%1
%2：当前为 %3

另一个值（由它算出的一切都会随之改变）：</translation>
    </message>
    <message>
        <source>The number was not changed</source>
        <translation>这个数没有被修改</translation>
    </message>
    <message>
        <source>&amp;Induction heads: copy a repeat</source>
        <translation>归纳头：复制重复内容(&amp;I)</translation>
    </message>
    <message>
        <source>The next step turns Q and K by position.</source>
        <translation>下一步按位置旋转 Q 和 K。</translation>
    </message>
    <message>
        <source>Rotary positions add nothing to the embeddings: each pair of features (i, i + D/2) of every query and key turns by the angle p·fᵢ, p its position, the first pairs fast, the last slowly (θ = %1). So q·k depends only on m − n.</source>
        <translation>旋转位置不向嵌入加任何东西：每个查询和键的每对特征 (i, i + D/2) 旋转角度 p·fᵢ，p 为其位置，前面的特征对转得快，后面的转得慢（θ = %1）。因此 q·k 只取决于 m − n。</translation>
    </message>
    <message>
        <source>must be &quot;copy&quot; or &quot;reverse&quot;</source>
        <translation>必须是“copy”或“reverse”</translation>
    </message>
    <message>
        <source>must be a whole number 2 … 16</source>
        <translation>必须是 2 … 16 之间的整数</translation>
    </message>
    <message>
        <source>must be a whole number 100 … 20000</source>
        <translation>必须是 100 … 20000 之间的整数</translation>
    </message>
    <message>
        <source>Coreference read &amp;left to right (a final “it”)</source>
        <translation>从左到右读的指代消解（句末的 “it”）(&amp;L)</translation>
    </message>
    <message>
        <source>1 layer</source>
        <translation>1 层</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 层</translation>
    </message>
    <message>
        <source>1 head</source>
        <translation>1 个头</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 个头</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>bars</source>
        <translation>柱形</translation>
    </message>
    <message>
        <source>a curve</source>
        <translation>一条曲线</translation>
    </message>
    <message>
        <source>a %1 × %2 colour map %3</source>
        <translation>%1 × %2 的色图 %3</translation>
    </message>
    <message>
        <source>Nothing drawn yet.</source>
        <translation>尚未绘制。</translation>
    </message>
    <message>
        <source>%1 → %2 %3</source>
        <translation>%1 → %2 %3</translation>
    </message>
    <message>
        <source>%1 rows (%2) × %3 columns (%4)</source>
        <translation>%1 行（%2）× %3 列（%4）</translation>
    </message>
    <message>
        <source>, values from %1 to %2</source>
        <translation>，数值从 %1 到 %2</translation>
    </message>
    <message>
        <source>. Largest in each row: %1</source>
        <translation>。每行最大值：%1</translation>
    </message>
    <message>
        <source> (and %1 rows more)</source>
        <translation>（另有 %1 行）</translation>
    </message>
    <message>
        <source>%1 rows × %2 columns</source>
        <translation>%1 行 × %2 列</translation>
    </message>
</context>
<context>
    <name>ui::ActivationView</name>
    <message>
        <source>activation value</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <source>Residual stream after layer %1</source>
        <translation>第 %1 层之后的残差流</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>Vector norm per token and stage</source>
        <translation>每个词元在各阶段的向量范数</translation>
    </message>
    <message>
        <source>stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Feed-forward activations (%1), layer %2
%3% exactly zero</source>
        <translation>前馈激活值（%1），第 %2 层
%3% 恰好为零</translation>
    </message>
    <message>
        <source>std before</source>
        <translation>之前的标准差</translation>
    </message>
    <message>
        <source>std after</source>
        <translation>之后的标准差</translation>
    </message>
    <message>
        <source>mean before</source>
        <translation>之前的均值</translation>
    </message>
    <message>
        <source>mean after</source>
        <translation>之后的均值</translation>
    </message>
    <message>
        <source>Layer %1&apos;s first norm (%2)</source>
        <translation>第 %1 层的第一个归一化（%2）</translation>
    </message>
</context>
<context>
    <name>ui::Application</name>
    <message>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <source>That did not work: %1

Your files are unchanged.</source>
        <translation>操作未成功：%1

你的文件没有被更改。</translation>
    </message>
</context>
<context>
    <name>ui::AttentionLines</name>
    <message>
        <source>Attention as lines from each query to each key</source>
        <translation>以连线表示从每个查询到每个键的注意力</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
</context>
<context>
    <name>ui::AttentionView</name>
    <message>
        <source>Heatmap</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>All layers × heads</source>
        <translation>所有层 × 头</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>连线</translation>
    </message>
    <message>
        <source>One head&apos;s weights, tokens on both axes</source>
        <translation>一个头的权重，两个轴都是词元</translation>
    </message>
    <message>
        <source>Every head at once; click one to open it</source>
        <translation>同时显示所有头；点击其中一个即可打开</translation>
    </message>
    <message>
        <source>Queries on the left, keys on the right; hover a token to isolate its lines</source>
        <translation>左边是查询，右边是键；将鼠标悬停在词元上可单独显示它的连线</translation>
    </message>
    <message>
        <source>decoder self-attention</source>
        <translation>解码器自注意力</translation>
    </message>
    <message>
        <source>cross-attention (decoder → source)</source>
        <translation>交叉注意力（解码器 → 源序列）</translation>
    </message>
    <message>
        <source>encoder self-attention</source>
        <translation>编码器自注意力</translation>
    </message>
    <message>
        <source>An encoder–decoder model has three kinds of attention</source>
        <translation>编码器–解码器模型有三种注意力</translation>
    </message>
    <message>
        <source>Attention weights — type a sentence</source>
        <translation>注意力权重——请输入一个句子</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>mask: %1</source>
        <translation>掩码：%1</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>Decoder self-attention</source>
        <translation>解码器自注意力</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>交叉注意力</translation>
    </message>
    <message>
        <source>Encoder self-attention</source>
        <translation>编码器自注意力</translation>
    </message>
    <message>
        <source>%1 · layer %2 · head %3</source>
        <translation>%1 · 第 %2 层 · 头 %3</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>The keys and values kept while generating, and the rows the last change computed</source>
        <translation>生成时保留的键和值，以及上一次改动计算的行</translation>
    </message>
    <message>
        <source>head %1
K/V %2</source>
        <translation>头 %1
K/V %2</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>首个词元</translation>
    </message>
    <message>
        <source>Each head&apos;s share of attention on the first token (attention sinks); click one to open it</source>
        <translation>每个头落在首个词元上的注意力份额（注意力汇聚）；点击一格打开该头</translation>
    </message>
    <message>
        <source>The first token&apos;s share needs a text of two tokens or more</source>
        <translation>首个词元的份额需要至少两个词元的文本</translation>
    </message>
    <message>
        <source>Share of each head&apos;s attention on the first token, “%1”, averaged over the later queries</source>
        <translation>每个头落在首个词元“%1”上的注意力份额，对其后各查询取平均</translation>
    </message>
    <message>
        <source>The first token, “%1”, is hidden from the later queries (Experiments): each share is 0</source>
        <translation>首个词元“%1”对其后的查询隐藏（实验）：每个份额都是 0</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>%1 experiments on</source>
        <translation>%1 个实验已开启</translation>
    </message>
    <message>
        <source>Attention shown</source>
        <translation>显示的注意力</translation>
    </message>
    <message>
        <source>Layer %1, head %2</source>
        <translation>第 %1 层，第 %2 头</translation>
    </message>
    <message>
        <source>Layer %1, head %2, reading key/value head %3: click (or Enter) to open</source>
        <translation>第 %1 层，第 %2 头，读取键/值头 %3：单击（或按 Enter）打开</translation>
    </message>
    <message>
        <source>Layer %1, head %2: click (or Enter) to open</source>
        <translation>第 %1 层，第 %2 头：单击（或按 Enter）打开</translation>
    </message>
</context>
<context>
    <name>ui::AttributionChart</name>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>层%1 头%2</translation>
    </message>
    <message>
        <source>L%1 bias</source>
        <translation>层%1 偏置</translation>
    </message>
    <message>
        <source>L%1 cross</source>
        <translation>层%1 交叉</translation>
    </message>
    <message>
        <source>L%1 MLP</source>
        <translation>层%1 MLP</translation>
    </message>
    <message>
        <source>final norm β</source>
        <translation>最终归一化 β</translation>
    </message>
    <message>
        <source>the other %1</source>
        <translation>其余 %1 个</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总和</translation>
    </message>
    <message>
        <source>adds to the logit difference</source>
        <translation>对 logit 差的贡献</translation>
    </message>
</context>
<context>
    <name>ui::CellRecipeView</name>
    <message>
        <source>How is this cell made?</source>
        <translation>这个单元格是怎样算出来的？</translation>
    </message>
    <message>
        <source>%1, row %2 “%3”, column %4 “%5” — %6</source>
        <translation>%1，第 %2 行“%3”，第 %4 列“%5”——%6</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1“%2”</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>in the trace: %1 (the same, to float rounding)</source>
        <translation>追踪中的值：%1（在浮点舍入误差内相同）</translation>
    </message>
</context>
<context>
    <name>ui::CompareView</name>
    <message>
        <source>Sentence &amp;B:</source>
        <translation>句子 B(&amp;B)：</translation>
    </message>
    <message>
        <source>A second sentence to compare with the one above, e.g. “… because it was too wide”</source>
        <translation>用于与上面句子比较的第二个句子，例如 “… because it was too wide”</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>A − B, first %1 tokens</source>
        <translation>A − B，前 %1 个词元</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>第 %1 层 · 头 %2</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>ui::ExperimentPanel</name>
    <message>
        <source>Scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>除以 √d_k</translation>
    </message>
    <message>
        <source>Switch off to see the softmax saturate on unscaled scores</source>
        <translation>关闭后可以看到 softmax 在未缩放的分数上趋于饱和</translation>
    </message>
    <message>
        <source>Multiply the scores like an inverse temperature: sharper or flatter attention</source>
        <translation>像逆温度一样缩放分数：使注意力更尖锐或更平缓</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>缩放：</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>the model&apos;s own</source>
        <translation>模型自己的</translation>
    </message>
    <message>
        <source>Tokens from this position on are padding: no query may attend to them</source>
        <translation>从这个位置开始的词元都是填充：任何查询都不能关注它们</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>掩码：</translation>
    </message>
    <message>
        <source>Valid length:</source>
        <translation>有效长度：</translation>
    </message>
    <message>
        <source>Ablations</source>
        <translation>消融实验</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <source>Without it, permuting the words permutes the attention: order is invisible</source>
        <translation>没有位置编码时，打乱词序只会相应地打乱注意力：顺序是不可见的</translation>
    </message>
    <message>
        <source>Zero this head&apos;s output before W_O</source>
        <translation>在 W_O 之前将该头的输出置零</translation>
    </message>
    <message>
        <source>Residual connections</source>
        <translation>残差连接</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>&amp;Reset experiments</source>
        <translation>重置实验(&amp;R)</translation>
    </message>
    <message>
        <source>Back to the model&apos;s own computation</source>
        <translation>恢复模型自身的计算</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>A padding mask treats the tokens from the valid length on as padding.</source>
        <translation>填充掩码把有效长度之后的词元视为填充。</translation>
    </message>
    <message>
        <source>All %1 tokens are real. Lower the valid length to pad the end of the sentence: no query may attend to padding.</source>
        <translation>全部 %1 个词元都是真实的。降低有效长度即可把句子末尾变为填充：任何查询都不能关注填充。</translation>
    </message>
    <message>
        <source>Tokens %1 to %2 are padding (hatched): no query attends to them.</source>
        <translation>第 %1 到第 %2 个词元是填充（阴影部分）：没有查询关注它们。</translation>
    </message>
    <message>
        <source>Zero head %1 of layer %2</source>
        <translation>将第 %2 层的头 %1 置零</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>zeroed: %1</source>
        <translation>已置零：%1</translation>
    </message>
    <message>
        <source>Toggle ÷√d_k</source>
        <translation>切换 ÷√d_k</translation>
    </message>
    <message>
        <source>Switch the scaling of the scores on or off</source>
        <translation>打开或关闭分数的缩放</translation>
    </message>
    <message>
        <source>Toggle the positional encoding</source>
        <translation>切换位置编码</translation>
    </message>
    <message>
        <source>Remove or restore the positions</source>
        <translation>移除或恢复位置信息</translation>
    </message>
    <message>
        <source>Zero the selected head</source>
        <translation>将所选的头置零</translation>
    </message>
    <message>
        <source>Zero or restore the selected layer and head</source>
        <translation>将所选层和头置零或恢复</translation>
    </message>
    <message>
        <source>Toggle the residual connections</source>
        <translation>切换残差连接</translation>
    </message>
    <message>
        <source>Bypass or restore the residual stream</source>
        <translation>绕过或恢复残差流</translation>
    </message>
    <message>
        <source>Toggle the norms</source>
        <translation>切换归一化</translation>
    </message>
    <message>
        <source>Bypass or restore every norm</source>
        <translation>绕过或恢复所有归一化</translation>
    </message>
    <message>
        <source>Next mask</source>
        <translation>下一种掩码</translation>
    </message>
    <message>
        <source>Cycle through the model&apos;s own mask, none, causal, padding, causal + padding</source>
        <translation>依次切换：模型自己的掩码、无、因果、填充、因果 + 填充</translation>
    </message>
    <message>
        <source>Sharper scores</source>
        <translation>更尖锐的分数</translation>
    </message>
    <message>
        <source>Multiply the scores by more: the softmax sharpens</source>
        <translation>把分数乘以更大的数：softmax 变得更尖锐</translation>
    </message>
    <message>
        <source>Flatter scores</source>
        <translation>更平缓的分数</translation>
    </message>
    <message>
        <source>Multiply the scores by less: the softmax flattens</source>
        <translation>把分数乘以更小的数：softmax 变得更平缓</translation>
    </message>
    <message>
        <source>Reset experiments</source>
        <translation>重置实验</translation>
    </message>
    <message>
        <source>“%1” %2%</source>
        <translation>“%1” %2%</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next token:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;下一个词元：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;without the experiments: %1</source>
        <translation>&lt;br&gt;不使用实验时：%1</translation>
    </message>
    <message>
        <source>The first token is visible</source>
        <translation>首个词元可见</translation>
    </message>
    <message>
        <source>Switch off to mask the first key for every query but the first: where does a head that parked its attention on it (an attention sink) look then?</source>
        <translation>关闭后，除第一个查询外所有查询都看不到第一个键：把注意力停放在那里的头（注意力汇聚）会转而看向哪里？</translation>
    </message>
    <message>
        <source>Toggle the first token</source>
        <translation>切换首个词元</translation>
    </message>
    <message>
        <source>Hide or show the first key to every later query</source>
        <translation>对其后的每个查询隐藏或显示第一个键</translation>
    </message>
    <message>
        <source>&amp;Undo the last edit</source>
        <translation>撤销上一次修改(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the number typed last (a double click on a number in the step-through changes it)</source>
        <translation>撤回最后输入的数（在逐步查看中双击一个数即可修改它）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Answer at “%1”:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;在 “%1” 处的答案：&lt;/b&gt;%2</translation>
    </message>
</context>
<context>
    <name>ui::Experiments</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>causal + padding</source>
        <translation>因果 + 填充</translation>
    </message>
</context>
<context>
    <name>ui::Exploration</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>shipped model</source>
        <translation>随附模型</translation>
    </message>
    <message>
        <source>Model not loaded — %1. The current model is still in use.</source>
        <translation>模型未加载——%1。仍在使用当前模型。</translation>
    </message>
    <message>
        <source>random model (seed %1)</source>
        <translation>随机模型（种子 %1）</translation>
    </message>
    <message>
        <source>%1 was trained on the task “%2”: the sentence is one of its examples.</source>
        <translation>%1 是在任务“%2”上训练的：句子换成了它的一个示例。</translation>
    </message>
    <message>
        <source>An edit was left out: %1</source>
        <translation>有一个修改被略过：%1</translation>
    </message>
    <message>
        <source>Read left to right, “it” (token %1) cannot see “%2” after it; a final “it” can:</source>
        <translation>从左到右读，“it”（词元 %1）看不到它后面的 “%2”；句末的 “it” 可以：</translation>
    </message>
    <message>
        <source>%1: %2, %3 × %4, n_embd %5, %6 parameters</source>
        <translation>%1：%2，%3 × %4，n_embd %5，%6 个参数</translation>
    </message>
</context>
<context>
    <name>ui::HeatmapPlot</name>
    <message>
        <source>%1 (masked)</source>
        <translation>%1（已掩码）</translation>
    </message>
    <message>
        <source>%1 %2 “%3” → %4 %5 “%6”
value %7</source>
        <translation>%1 %2“%3” → %4 %5“%6”
数值 %7</translation>
    </message>
    <message>
        <source>Double-click to try another value</source>
        <translation>双击以尝试另一个值</translation>
    </message>
</context>
<context>
    <name>ui::HubDialog</name>
    <message>
        <source>GPT-2 small (2019), 124 M parameters</source>
        <translation>GPT-2 small（2019），1.24 亿参数</translation>
    </message>
    <message>
        <source>DistilGPT-2, 6 layers, 82 M parameters</source>
        <translation>DistilGPT-2，6 层，8200 万参数</translation>
    </message>
    <message>
        <source>SmolLM2 135 M: Llama-shaped, grouped-query attention</source>
        <translation>SmolLM2 135M：Llama 结构，分组查询注意力</translation>
    </message>
    <message>
        <source>SmolLM2 360 M</source>
        <translation>SmolLM2 360M</translation>
    </message>
    <message>
        <source>Qwen2.5 0.5 B: biases on Q, K, V</source>
        <translation>Qwen2.5 0.5B：Q、K、V 带偏置</translation>
    </message>
    <message>
        <source>Qwen3 0.6 B: QK-norm</source>
        <translation>Qwen3 0.6B：QK 归一化</translation>
    </message>
    <message>
        <source>TinyLlama 1.1 B chat</source>
        <translation>TinyLlama 1.1B 对话版</translation>
    </message>
    <message>
        <source>Llama 3.2 1 B (gated: accept Meta&apos;s licence on its page, set HF_TOKEN)</source>
        <translation>Llama 3.2 1B（需授权：在其页面接受 Meta 的许可，设置 HF_TOKEN）</translation>
    </message>
    <message>
        <source>Get a model from Hugging Face</source>
        <translation>从 Hugging Face 获取模型</translation>
    </message>
    <message>
        <source>Models that open in AttentionLab. Only config.json, the .safetensors weights and the tokenizer are fetched, into the Hugging Face cache (%1), where Python tools find them too; a download that stops goes on where it stopped the next time.</source>
        <translation>可在 AttentionLab 中打开的模型。只获取 config.json、.safetensors 权重和分词器，存入 Hugging Face 缓存（%1），Python 工具也能找到它们；中断的下载下次会从中断处继续。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>简介</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载大小</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>OWNER/NAME, e.g. HuggingFaceTB/SmolLM2-135M; @REVISION for a branch, tag or commit</source>
        <translation>所有者/名称，例如 HuggingFaceTB/SmolLM2-135M；@版本 指定分支、标签或提交</translation>
    </message>
    <message>
        <source>&amp;Repo id:</source>
        <translation>仓库 ID(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Download and open</source>
        <translation>下载并打开(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>in the cache</source>
        <translation>已在缓存中</translation>
    </message>
    <message>
        <source>Choose a model in the list, or type a repo id.</source>
        <translation>请在列表中选择模型，或输入仓库 ID。</translation>
    </message>
    <message>
        <source>Asking the Hub for %1…</source>
        <translation>正在向 Hub 查询 %1…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1：%2 / %3</translation>
    </message>
    <message>
        <source>%1/s, %2 s left</source>
        <translation>%1/秒，剩余 %2 秒</translation>
    </message>
    <message>
        <source>Downloaded to %1</source>
        <translation>已下载到 %1</translation>
    </message>
</context>
<context>
    <name>ui::InputBar</name>
    <message>
        <source>&amp;Sentence:</source>
        <translation>句子(&amp;S)：</translation>
    </message>
    <message>
        <source>layer </source>
        <translation>层 </translation>
    </message>
    <message>
        <source>head </source>
        <translation>头 </translation>
    </message>
    <message>
        <source>Which layer&apos;s attention to show (Alt+L)</source>
        <translation>显示哪一层的注意力（Alt+L）</translation>
    </message>
    <message>
        <source>Which head&apos;s attention to show (Alt+H)</source>
        <translation>显示哪个头的注意力（Alt+H）</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>层(&amp;L)：</translation>
    </message>
    <message>
        <source>H&amp;ead:</source>
        <translation>头(&amp;E)：</translation>
    </message>
    <message>
        <source>This model has no tokenizer: type token ids, e.g. 1 2 3</source>
        <translation>此模型没有分词器：请输入词元 ID，例如 1 2 3</translation>
    </message>
    <message>
        <source>Type a sentence — everything below updates as you type</source>
        <translation>输入一个句子——下方的一切都会随输入实时更新</translation>
    </message>
    <message>
        <source>Trained on %1: &lt;a href=&quot;example&quot;&gt;type “%2”&lt;/a&gt;</source>
        <translation>在 %1 上训练：&lt;a href=&quot;example&quot;&gt;输入“%2”&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Experiments on: %1</source>
        <translation>实验已开启：%1</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;ask&quot;&gt;add “it” at the end&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;ask&quot;&gt;在句末加上 “it”&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>ui::KvCacheView</name>
    <message>
        <source>Cached keys — type a sentence</source>
        <translation>缓存的键——请输入句子</translation>
    </message>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>head feature</source>
        <translation>头特征</translation>
    </message>
    <message>
        <source>Cached values</source>
        <translation>缓存的值</translation>
    </message>
    <message>
        <source>layer %1 · K/V head %2</source>
        <translation>第 %1 层 · K/V 头 %2</translation>
    </message>
    <message>
        <source>Cached K · %1</source>
        <translation>缓存的 K · %1</translation>
    </message>
    <message>
        <source>Cached V · %1</source>
        <translation>缓存的 V · %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;No cache here:&lt;/b&gt; this model reads the whole text at once in both directions, so every new token changes every row. Only a causal decoder can keep the keys and values of earlier tokens.</source>
        <translation>&lt;b&gt;这里没有缓存：&lt;/b&gt;该模型一次双向读取整段文本，每个新词元都会改变每一行。只有因果解码器才能保留先前词元的键和值。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The KV cache.&lt;/b&gt; Generating one token at a time, a decoder keeps the keys and values of every earlier token: each new token computes only its own row, and its query reads all the kept ones. For these %1 tokens: %1 × %2 layers × 2 (K and V) × %3 key/value heads × %4 features × 4 bytes = &lt;b&gt;%5&lt;/b&gt;, %6 per token.</source>
        <translation>&lt;b&gt;KV 缓存。&lt;/b&gt;逐个生成词元时，解码器保留每个先前词元的键和值：每个新词元只计算自己的一行，它的查询读取所有保留的行。这 %1 个词元：%1 × %2 层 × 2（K 和 V）× %3 个键/值头 × %4 个特征 × 4 字节 = &lt;b&gt;%5&lt;/b&gt;，每个词元 %6。</translation>
    </message>
    <message>
        <source>Grouped-query attention: %1 query heads share each key/value head; with a key and value per query head it would be %2.</source>
        <translation>分组查询注意力：每个键/值头由 %1 个查询头共享；若每个查询头都有自己的键和值，将是 %2。</translation>
    </message>
    <message>
        <source>Shown: layer %1, the key/value head %2 that query head %3 reads.</source>
        <translation>显示：第 %1 层，查询头 %3 读取的键/值头 %2。</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>rows %1–%2</source>
        <translation>第 %1–%2 行</translation>
    </message>
    <message>
        <source>The last change added no token: nothing was computed again.</source>
        <translation>上一次改动没有增加词元：没有重新计算任何内容。</translation>
    </message>
    <message>
        <source>The last change computed every row (a new sentence, an edit before its end, or other experiments).</source>
        <translation>上一次改动计算了每一行（新句子、在末尾之前的修改，或其他实验）。</translation>
    </message>
    <message>
        <source>The last change computed %1 (outlined) and read %2 from the cache.</source>
        <translation>上一次改动计算了%1（加框），并从缓存读取了%2。</translation>
    </message>
</context>
<context>
    <name>ui::LengthDialog</name>
    <message>
        <source>Positions on longer inputs</source>
        <translation>更长输入上的位置编码</translation>
    </message>
    <message>
        <source>Four models learn the same task on strings of 1 … L symbols, each with another kind of position: a learned table, sines and cosines, rotary positions (RoPE), or none. Then each is given strings of every length up to 2L. Right of the dashed line the strings are longer than any it saw.</source>
        <translation>四个模型在 1 … L 个符号的字符串上学习同一个任务，各用一种位置编码：学习的表、正弦和余弦、旋转位置（RoPE），或者不用。然后给每个模型各种长度直到 2L 的字符串。虚线右边的字符串比它见过的都长。</translation>
    </message>
    <message>
        <source>L = </source>
        <translation>L = </translation>
    </message>
    <message>
        <source> steps each</source>
        <translation> 步/模型</translation>
    </message>
    <message>
        <source>answer tokens right</source>
        <translation>答案中正确的词元</translation>
    </message>
    <message>
        <source>whole answers exact</source>
        <translation>完全正确的答案</translation>
    </message>
    <message>
        <source>&amp;Train and test</source>
        <translation>训练并测试(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>评分：</translation>
    </message>
    <message>
        <source>Which positions reach longer inputs?</source>
        <translation>哪种位置编码能用于更长的输入？</translation>
    </message>
    <message>
        <source>symbols in the string</source>
        <translation>字符串中的符号数</translation>
    </message>
    <message>
        <source>Press Train and test: the four models are trained one after the other, and the chart fills in as each is tested.</source>
        <translation>按“训练并测试”：四个模型依次训练，每测试完一个，图表就补上一条曲线。</translation>
    </message>
    <message>
        <source>Training the model with %1 positions: step %2 of %3.</source>
        <translation>正在训练使用“%1”位置的模型：第 %2 步，共 %3 步。</translation>
    </message>
    <message>
        <source>Stopped: the curves of the models trained so far are drawn.</source>
        <translation>已停止：已画出目前训练好的模型的曲线。</translation>
    </message>
    <message>
        <source>Done. Left of the line every model copes; right of it, the strings are new to all four.</source>
        <translation>完成。线的左边每个模型都能应付；线的右边，字符串对四个模型都是新的。</translation>
    </message>
</context>
<context>
    <name>ui::LensView</name>
    <message>
        <source>a token, e.g. “ it”</source>
        <translation>一个词元，例如“ it”</translation>
    </message>
    <message>
        <source>Colour the cells by this token&apos;s probability instead of the most likely token&apos;s</source>
        <translation>按这个词元的概率为单元格着色，而不是按最可能词元的概率</translation>
    </message>
    <message>
        <source>Follow a t&amp;oken:</source>
        <translation>跟踪词元(&amp;O)：</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>after layer %1</source>
        <translation>第 %1 层之后</translation>
    </message>
    <message>
        <source>Logit lens: the probability of “%1” after each layer (words: the most likely next token)</source>
        <translation>Logit lens：每层之后“%1”的概率（文字：最可能的下一个词元）</translation>
    </message>
    <message>
        <source>Logit lens: the most likely next token after each layer, and its probability</source>
        <translation>Logit lens：每层之后最可能的下一个词元及其概率</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>A followed token</source>
        <translation>跟踪的词元</translation>
    </message>
</context>
<context>
    <name>ui::LessonBar</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一站</translation>
    </message>
    <message>
        <source>The previous stop (PgUp)</source>
        <translation>上一站（PgUp）</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一站 ▶</translation>
    </message>
    <message>
        <source>The next stop (PgDn)</source>
        <translation>下一站（PgDn）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>End the lesson; the window keeps its state</source>
        <translation>结束课程；窗口保持当前状态</translation>
    </message>
    <message>
        <source>Welcome to AttentionLab</source>
        <translation>欢迎使用 AttentionLab</translation>
    </message>
    <message>
        <source>Lessons:</source>
        <translation>课程：</translation>
    </message>
    <message>
        <source>Stop %1 of %2</source>
        <translation>第 %1 站，共 %2 站</translation>
    </message>
    <message>
        <source>%1 — %2%3</source>
        <translation>%1——%2%3</translation>
    </message>
    <message>
        <source>✓ Right: “%1”.</source>
        <translation>✓ 正确：“%1”。</translation>
    </message>
    <message>
        <source>✗ You chose “%1”; the answer is “%2”.</source>
        <translation>✗ 你选择了“%1”；答案是“%2”。</translation>
    </message>
    <message>
        <source>Close the welcome</source>
        <translation>关闭欢迎栏</translation>
    </message>
    <message>
        <source>✗ Not “%1”. Look again, and choose once more.</source>
        <translation>✗ 不是“%1”。再看看，再选一次。</translation>
    </message>
    <message>
        <source>✗ Not “%1” either; the answer is “%2”.</source>
        <translation>✗ 也不是“%1”；答案是“%2”。</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <source>&amp;Models</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>Open the shipped model with an example sentence</source>
        <translation>用示例句子打开随附模型</translation>
    </message>
    <message>
        <source>&amp;Random init…</source>
        <translation>随机初始化(&amp;R)…</translation>
    </message>
    <message>
        <source>A fresh model with random weights from a config you edit: see what training changes</source>
        <translation>根据你编辑的配置创建一个权重随机的新模型：看看训练会改变什么</translation>
    </message>
    <message>
        <source>E&amp;xperiments</source>
        <translation>实验(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About AttentionLab</source>
        <translation>关于 AttentionLab(&amp;A)</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>版本、许可证和致谢</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>The Qt version and its licence</source>
        <translation>Qt 版本及其许可证</translation>
    </message>
    <message>
        <source>&amp;Check the model</source>
        <translation>检查模型(&amp;C)</translation>
    </message>
    <message>
        <source>Run the core&apos;s checks on this model and sentence: softmax rows, masks, heads, positions, gradients, PyTorch</source>
        <translation>在此模型和句子上运行核心检查：softmax 行、掩码、头、位置、梯度、PyTorch</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every shortcut in one list</source>
        <translation>所有快捷键一览</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>开始课程</translation>
    </message>
    <message>
        <source>&amp;Open lesson file…</source>
        <translation>打开课程文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Lessons (*.lesson.json)</source>
        <translation>课程 (*.lesson.json)</translation>
    </message>
    <message>
        <source>&amp;Next stop</source>
        <translation>下一站(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous stop</source>
        <translation>上一站(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Add this view as a stop…</source>
        <translation>将当前视图添加为一站(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a stop</source>
        <translation>添加一站</translation>
    </message>
    <message>
        <source>Title of the stop:</source>
        <translation>这一站的标题：</translation>
    </message>
    <message>
        <source>What the stop says:</source>
        <translation>这一站要讲的内容：</translation>
    </message>
    <message>
        <source>Add the model, sentence, view, step and experiments on screen as a stop of a lesson</source>
        <translation>将屏幕上的模型、句子、视图、步骤和实验添加为课程的一站</translation>
    </message>
    <message>
        <source>&amp;Save lesson as…</source>
        <translation>课程另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>No lesson to save: add a view as a stop first, or open a lesson</source>
        <translation>没有可保存的课程：请先将一个视图添加为一站，或打开一个课程</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Lesson not saved</source>
        <translation>课程未保存</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open model…</source>
        <translation>打开模型(&amp;O)…</translation>
    </message>
    <message>
        <source>Load a model file (.safetensors) trained here or exported from PyTorch, or a Hugging Face config.json</source>
        <translation>加载模型文件（.safetensors，在此训练或从 PyTorch 导出），或 Hugging Face 的 config.json</translation>
    </message>
    <message>
        <source>Open model &amp;folder…</source>
        <translation>打开模型文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Load a Hugging Face GPT-2 folder (gpt2, distilgpt2): config.json, model.safetensors, vocab.json, merges.txt</source>
        <translation>加载 Hugging Face 的 GPT-2 文件夹（gpt2、distilgpt2）：config.json、model.safetensors、vocab.json、merges.txt</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>保存会话(&amp;S)…</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Sessions (*.json)</source>
        <translation>会话 (*.json)</translation>
    </message>
    <message>
        <source>Session not saved</source>
        <translation>会话未保存</translation>
    </message>
    <message>
        <source>Save the model, sentence, step, view and settings to a file</source>
        <translation>将模型、句子、步骤、视图和设置保存到文件</translation>
    </message>
    <message>
        <source>Open s&amp;ession…</source>
        <translation>打开会话(&amp;E)…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>会话未打开</translation>
    </message>
    <message>
        <source>%1

Nothing was changed.</source>
        <translation>%1

没有做任何更改。</translation>
    </message>
    <message>
        <source>Restore a saved session</source>
        <translation>恢复已保存的会话</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit AttentionLab</source>
        <translation>退出 AttentionLab</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the next step of the pipeline, through every layer (→; in the sentence field at its end, or after Esc)</source>
        <translation>前往流水线的下一步，逐层经过（→；在句子输入框中需位于末尾，或先按 Esc）</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>Go to the previous step of the pipeline (←; in the sentence field at its start, or after Esc)</source>
        <translation>返回流水线的上一步（←；在句子输入框中需位于开头，或先按 Esc）</translation>
    </message>
    <message>
        <source>Step through the pipeline automatically</source>
        <translation>自动逐步浏览流水线</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>显示“%1”标签页</translation>
    </message>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>演示模式(&amp;R)</translation>
    </message>
    <message>
        <source>Large fonts and thick lines for a projector</source>
        <translation>适合投影仪的大字体和粗线条</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>Light text on a dark background</source>
        <translation>深色背景上的浅色文字</translation>
    </message>
    <message>
        <source>E&amp;xperiment panel</source>
        <translation>实验面板(&amp;X)</translation>
    </message>
    <message>
        <source>Show or hide the experiment panel on the right, to give the views the whole width</source>
        <translation>显示或隐藏右侧的实验面板，让视图占满整个宽度</translation>
    </message>
    <message>
        <source>Training is running</source>
        <translation>正在训练</translation>
    </message>
    <message>
        <source>A model is training. Stop training and quit? (The last autosaved checkpoint is kept.)</source>
        <translation>有模型正在训练。要停止训练并退出吗？（最后自动保存的检查点会保留。）</translation>
    </message>
    <message>
        <source>Open model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <source>Models (*.safetensors config.json);;All files (*)</source>
        <translation>模型 (*.safetensors config.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Model not loaded</source>
        <translation>模型未加载</translation>
    </message>
    <message>
        <source>The model %1 was not loaded:
%2

Still open: %3.</source>
        <translation>模型 %1 未加载：
%2

仍然打开的是：%3。</translation>
    </message>
    <message>
        <source>Lesson not opened</source>
        <translation>课程未打开</translation>
    </message>
    <message>
        <source>The lesson %1 was not opened:</source>
        <translation>课程 %1 未打开：</translation>
    </message>
    <message>
        <source>The session %1 was not opened:</source>
        <translation>会话 %1 未打开：</translation>
    </message>
    <message>
        <source>The model %1 was not loaded:</source>
        <translation>模型 %1 未加载：</translation>
    </message>
    <message>
        <source>Still open: %1.</source>
        <translation>仍然打开的是：%1。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>The shipped model could not be loaded: %1</source>
        <translation>无法加载随附模型：%1</translation>
    </message>
    <message>
        <source>trained %1 model</source>
        <translation>训练好的 %1 模型</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>系统语言（%1）</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>AttentionLab shows the new language when it starts again. Restart now? The sentence, model and views are kept.</source>
        <translation>AttentionLab 将在下次启动时显示新语言。现在重新启动吗？句子、模型和视图都会保留。</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>立即重新启动</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>My lesson</source>
        <translation>我的课程</translation>
    </message>
    <message>
        <source>the session&apos;s model %1 no longer exists</source>
        <translation>会话中的模型 %1 已不存在</translation>
    </message>
    <message>
        <source>the session&apos;s model config is invalid: %1</source>
        <translation>会话中的模型配置无效：%1</translation>
    </message>
    <message>
        <source>the session&apos;s random model is invalid: %1</source>
        <translation>会话中的随机模型无效：%1</translation>
    </message>
    <message>
        <source>the session&apos;s model was trained in the app and never saved; save it from the Train tab and open the file</source>
        <translation>会话中的模型是在程序中训练的，从未保存；请在“训练”标签页中保存它，然后打开该文件</translation>
    </message>
    <message>
        <source>the session&apos;s model came from a lesson; open the lesson</source>
        <translation>会话中的模型来自一节课程；请打开该课程</translation>
    </message>
    <message>
        <source>the session&apos;s shipped model could not be opened</source>
        <translation>无法打开会话中的随附模型</translation>
    </message>
    <message>
        <source>Sessions (*.attentionlab.json)</source>
        <translation>会话 (*.attentionlab.json)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>AttentionLab opens models (.safetensors, or a Hugging Face folder), sessions (.attentionlab.json) and lessons (.lesson.json); %1 is none of them (%2)</source>
        <translation>AttentionLab 可以打开模型（.safetensors 或 Hugging Face 文件夹）、会话（.attentionlab.json）和课程（.lesson.json）；%1 都不是（%2）</translation>
    </message>
    <message>
        <source>the session does not say which model it was made with (its &quot;model&quot; is missing or not an object); open the model and save the session again</source>
        <translation>会话没有说明它是用哪个模型做的（它的 “model” 缺失或不是对象）；请打开该模型并重新保存会话</translation>
    </message>
    <message>
        <source>the session&apos;s model: %1</source>
        <translation>会话的模型：%1</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>逐步演示</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Pla&amp;y / pause</source>
        <translation>播放 / 暂停(&amp;Y)</translation>
    </message>
    <message>
        <source>Open a Hugging Face model folder (config.json, model.safetensors, tokenizer.json)</source>
        <translation>打开 Hugging Face 模型文件夹（config.json、model.safetensors、tokenizer.json）</translation>
    </message>
    <message>
        <source>&amp;Get a model from Hugging Face…</source>
        <translation>从 Hugging Face 获取模型(&amp;G)…</translation>
    </message>
    <message>
        <source>Download GPT-2, SmolLM2, Qwen or Llama into the Hugging Face cache and open it</source>
        <translation>将 GPT-2、SmolLM2、Qwen 或 Llama 下载到 Hugging Face 缓存并打开</translation>
    </message>
    <message>
        <source>Open from the Hugging Face &amp;cache</source>
        <translation>从 Hugging Face 缓存打开(&amp;C)</translation>
    </message>
    <message>
        <source>(none yet: File → Get a model from Hugging Face…)</source>
        <translation>（还没有：文件 → 从 Hugging Face 获取模型…）</translation>
    </message>
    <message>
        <source>This was made with %1 at commit %2, which is not on this computer. Download it from Hugging Face now?</source>
        <translation>这是用 %1（提交 %2）制作的，而这台电脑上没有它。现在从 Hugging Face 下载吗？</translation>
    </message>
    <message>
        <source>Model not on this computer</source>
        <translation>这台电脑上没有该模型</translation>
    </message>
    <message>
        <source>%1 (model_type &quot;%2&quot;: not one AttentionLab opens)</source>
        <translation>%1（model_type “%2”：AttentionLab 无法打开）</translation>
    </message>
    <message>
        <source>the session&apos;s field “%1” %2</source>
        <translation>会话的字段“%1”%2</translation>
    </message>
    <message>
        <source>%1 (install %2)</source>
        <translation>%1（请安装 %2）</translation>
    </message>
    <message>
        <source>No installed font has the characters of this language; install the package %1.</source>
        <translation>没有已安装的字体包含这种语言的字符；请安装软件包 %1。</translation>
    </message>
    <message>
        <source>Logit lens</source>
        <translation>Logit lens</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>修补</translation>
    </message>
    <message>
        <source>This lesson uses %1 from Hugging Face: %2</source>
        <translation>本课程使用 Hugging Face 上的 %1：%2</translation>
    </message>
    <message>
        <source>This uses %1, which is not on this computer. Download it from Hugging Face now?</source>
        <translation>这里使用的 %1 不在这台电脑上。现在从 Hugging Face 下载吗？</translation>
    </message>
    <message>
        <source>Save the view as an &amp;image…</source>
        <translation>将视图保存为图片(&amp;I)…</translation>
    </message>
    <message>
        <source>Save the view as an image</source>
        <translation>将视图保存为图片</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Save the tab on screen as a PNG image at twice the screen&apos;s resolution (a figure&apos;s right-click menu saves that one figure, also as SVG or PDF)</source>
        <translation>把屏幕上的标签页保存为两倍屏幕分辨率的 PNG 图片（在某个图上右键单击可只保存那一个图，也可存为 SVG 或 PDF）</translation>
    </message>
    <message>
        <source>could not draw the view for %1</source>
        <translation>无法为 %1 绘制视图</translation>
    </message>
    <message>
        <source>%1: its attention is on screen, a row per token. Type your own sentence, hover a cell for its value, step through the computation with → (Step through tab), or start a lesson:</source>
        <translation>%1：它的注意力就在屏幕上，每个词元一行。输入你自己的句子，把鼠标悬停在单元格上查看数值，用 → 逐步查看计算（“逐步演示”标签页），或开始一节课程：</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Fill the whole screen, without the window&apos;s frame (F11 again to leave)</source>
        <translation>填满整个屏幕，不带窗口边框（再按 F11 退出）</translation>
    </message>
    <message>
        <source>&amp;Positions on longer inputs…</source>
        <translation>更长输入上的位置编码(&amp;P)…</translation>
    </message>
    <message>
        <source>Train a model with each kind of position on short strings and test it on longer ones</source>
        <translation>用每种位置编码在短字符串上训练一个模型，再在更长的字符串上测试</translation>
    </message>
    <message>
        <source>This model reads the sentence both ways and learned what “it” refers to. Find the row of “it”: which word does it look at most? Now change “tired” to “wide”. Hover a cell for its value, step through the computation with → (Step through tab), or start a lesson:</source>
        <translation>这个模型双向读句子，学会了 “it” 指什么。找到 “it” 那一行：它最关注哪个词？再把 “tired” 改成 “wide”。把鼠标停在格子上看数值，用 →（逐步计算标签页）一步步看计算，或开始一节课：</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>White on black with yellow marks and outlined controls, for low vision or a washed-out projector</source>
        <translation>黑底白字、黄色标记、控件带轮廓，适合低视力或偏淡的投影仪</translation>
    </message>
</context>
<context>
    <name>ui::ModelCheckDialog</name>
    <message>
        <source>Check the model</source>
        <translation>检查模型</translation>
    </message>
    <message>
        <source>What must hold</source>
        <translation>必须成立的条件</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>The numbers</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Checking %1 on “%2”…</source>
        <translation>正在用“%2”检查 %1…</translation>
    </message>
    <message>
        <source>✓ pass</source>
        <translation>✓ 通过</translation>
    </message>
    <message>
        <source>✗ FAIL</source>
        <translation>✗ 失败</translation>
    </message>
    <message>
        <source>– not applicable</source>
        <translation>– 不适用</translation>
    </message>
    <message>
        <source>%1 passed, %2 failed, %3 not applicable.</source>
        <translation>%1 项通过，%2 项失败，%3 项不适用。</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>无法运行检查：%1</translation>
    </message>
    <message>
        <source>%v of %m checks done</source>
        <translation>已完成 %v / %m 项检查</translation>
    </message>
    <message>
        <source>Checks done</source>
        <translation>已完成的检查</translation>
    </message>
</context>
<context>
    <name>ui::ModelConfigDialog</name>
    <message>
        <source>Describe the model file</source>
        <translation>描述模型文件</translation>
    </message>
    <message>
        <source>Random model</source>
        <translation>随机模型</translation>
    </message>
    <message>
        <source>%1 holds weights but no config. The sizes below are read from its tensors (vocabulary %2); check what they cannot show — heads, activation, norm position — against where the model comes from.</source>
        <translation>%1 含有权重但没有配置。下面的尺寸是从其张量中读出的（词表 %2）；张量无法体现的内容——头数、激活函数、归一化位置——请根据模型的来源核对。</translation>
    </message>
    <message>
        <source>seed:</source>
        <translation>种子：</translation>
    </message>
</context>
<context>
    <name>ui::ModelMap</name>
    <message>
        <source>The whole model: click a block to go to its steps in that layer</source>
        <translation>整个模型：点击一个模块即可跳到它在该层中的步骤</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>Add &amp; norm</source>
        <translation>相加与归一化</translation>
    </message>
    <message>
        <source>Feed-forward</source>
        <translation>前馈网络</translation>
    </message>
    <message>
        <source>Encoder output</source>
        <translation>编码器输出</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>交叉注意力</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Layer %1 · %2</source>
        <translation>第 %1 层 · %2</translation>
    </message>
    <message>
        <source>Decoder</source>
        <translation>解码器</translation>
    </message>
    <message>
        <source>Encoder</source>
        <translation>编码器</translation>
    </message>
    <message>
        <source>L%1 %2</source>
        <translation>L%1 %2</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <source>E</source>
        <comment>Embedding, in a block too narrow for the name</comment>
        <translation>嵌</translation>
    </message>
    <message>
        <source>A&amp;n</source>
        <comment>Add &amp; norm, in a block too narrow for the name</comment>
        <translation>归一</translation>
    </message>
    <message>
        <source>F</source>
        <comment>Feed-forward, in a block too narrow for the name</comment>
        <translation>前馈</translation>
    </message>
    <message>
        <source>Eo</source>
        <comment>Encoder output, in a block too narrow for the name</comment>
        <translation>输出</translation>
    </message>
    <message>
        <source>L</source>
        <comment>Logits, in a block too narrow for the name</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>C</source>
        <comment>Cross-attention, in a block too narrow for the name</comment>
        <translation>交叉</translation>
    </message>
    <message>
        <source>A</source>
        <comment>Attention, in a block too narrow for the name</comment>
        <translation>注意</translation>
    </message>
</context>
<context>
    <name>ui::ModelSource</name>
    <message>
        <source>the model file %1 does not exist</source>
        <translation>模型文件 %1 不存在</translation>
    </message>
    <message>
        <source>the lesson carries no model &quot;%1&quot; (see its &quot;models&quot;)</source>
        <translation>课程中没有模型“%1”（参见其“models”）</translation>
    </message>
    <message>
        <source>random model (seed %1)</source>
        <translation>随机模型（种子 %1）</translation>
    </message>
    <message>
        <source>must be {&quot;preset&quot;: …}, {&quot;file&quot;: …}, {&quot;embedded&quot;: …} or {&quot;random&quot;: …}</source>
        <translation>必须是 {&quot;preset&quot;: …}、{&quot;file&quot;: …}、{&quot;embedded&quot;: …} 或 {&quot;random&quot;: …}</translation>
    </message>
</context>
<context>
    <name>ui::ModelTerms</name>
    <message>
        <source>decoder-only</source>
        <translation>仅解码器</translation>
    </message>
    <message>
        <source>encoder-only</source>
        <translation>仅编码器</translation>
    </message>
    <message>
        <source>encoder–decoder</source>
        <translation>编码器–解码器</translation>
    </message>
    <message>
        <source>layer norm</source>
        <translation>层归一化</translation>
    </message>
    <message>
        <source>RMS norm</source>
        <translation>RMS 归一化</translation>
    </message>
    <message>
        <source>batch norm</source>
        <translation>批归一化</translation>
    </message>
    <message>
        <source>pre-norm</source>
        <translation>前置归一化</translation>
    </message>
    <message>
        <source>post-norm</source>
        <translation>后置归一化</translation>
    </message>
    <message>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <source>GELU (tanh)</source>
        <translation>GELU（tanh）</translation>
    </message>
    <message>
        <source>ReLU</source>
        <translation>ReLU</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>学习得到的</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>copy</source>
        <comment>the training task</comment>
        <translation>复制</translation>
    </message>
    <message>
        <source>reverse</source>
        <comment>the training task</comment>
        <translation>反转</translation>
    </message>
    <message>
        <source>sort</source>
        <comment>the training task</comment>
        <translation>排序</translation>
    </message>
    <message>
        <source>coreference</source>
        <comment>the training task</comment>
        <translation>指代消解</translation>
    </message>
    <message>
        <source>text</source>
        <comment>the training task</comment>
        <translation>文本</translation>
    </message>
    <message>
        <source>SiLU</source>
        <translation>SiLU</translation>
    </message>
    <message>
        <source>rotary (RoPE)</source>
        <translation>旋转（RoPE）</translation>
    </message>
    <message>
        <source>induction</source>
        <comment>the training task</comment>
        <translation>归纳</translation>
    </message>
    <message>
        <source>coreference (both ways)</source>
        <comment>the training task</comment>
        <translation>指代消解（双向）</translation>
    </message>
</context>
<context>
    <name>ui::OutputView</name>
    <message>
        <source>probability of the next token</source>
        <translation>下一个词元的概率</translation>
    </message>
    <message>
        <source>most likely next tokens (after temperature, top-k, top-p)</source>
        <translation>最可能的下一个词元（经过温度、top-k、top-p 处理后）</translation>
    </message>
    <message>
        <source>0 = always the most likely token; above 1 flattens the distribution</source>
        <translation>0 = 总是选择最可能的词元；大于 1 会使分布更平缓</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Keep only the k most likely tokens</source>
        <translation>只保留最可能的 k 个词元</translation>
    </message>
    <message>
        <source>Keep the smallest set of tokens whose probability reaches p</source>
        <translation>保留累计概率达到 p 的最小词元集合</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>Append sampled tokens to the sentence (Ctrl+G)</source>
        <translation>将采样得到的词元追加到句子后面（Ctrl+G）</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>温度：</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k：</translation>
    </message>
    <message>
        <source>Top-p:</source>
        <translation>Top-p：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>词元数：</translation>
    </message>
    <message>
        <source>An encoder-decoder model&apos;s output is shown in the decoder rows; nothing to append.</source>
        <translation>编码器–解码器模型的输出显示在解码器的行中；没有可追加的内容。</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>An encoder answers in place, at a token of the sentence: there is no next token to append.</source>
        <translation>编码器在句子中的某个词元处就地作答：没有可追加的下一个词元。</translation>
    </message>
    <message>
        <source>probability of the answer</source>
        <translation>答案的概率</translation>
    </message>
    <message>
        <source>most likely answers at “%1” (after temperature, top-k, top-p)</source>
        <translation>在 “%1” 处最可能的答案（经温度、top-k、top-p 之后）</translation>
    </message>
    <message>
        <source>The model&apos;s next token is %1, the end of its text: there is nothing to append.</source>
        <translation>模型的下一个词元是 %1，即文本的结尾：没有可追加的内容。</translation>
    </message>
    <message>
        <source>The model wrote one token, then %1, the end of its text: Generate stops there.</source>
        <translation>模型写了一个词元，然后是 %1（文本的结尾）：“生成”在此停止。</translation>
    </message>
    <message>
        <source>The model wrote %1 tokens, then %2, the end of its text: Generate stops there.</source>
        <translation>模型写了 %1 个词元，然后是 %2（文本的结尾）：“生成”在此停止。</translation>
    </message>
</context>
<context>
    <name>ui::PatchingView</name>
    <message>
        <source>&amp;Corrupted text (B):</source>
        <translation>损坏的文本 B(&amp;C)：</translation>
    </message>
    <message>
        <source>the sentence above with one word changed, as many tokens long</source>
        <translation>上面的句子改动一个词，词元数相同</translation>
    </message>
    <message>
        <source>The clean text is the sentence above; this is the Compare tab&apos;s sentence B</source>
        <translation>干净文本是上面的句子；这是“比较”标签页的句子 B</translation>
    </message>
    <message>
        <source>One token: what the clean text should predict next (empty: its most likely token)</source>
        <translation>一个词元：干净文本接下来应预测的内容（留空：其最可能的词元）</translation>
    </message>
    <message>
        <source>One token: what the corrupted text predicts instead (empty: its most likely token)</source>
        <translation>一个词元：损坏文本转而预测的内容（留空：其最可能的词元）</translation>
    </message>
    <message>
        <source>the residual stream entering each layer</source>
        <translation>进入每一层的残差流</translation>
    </message>
    <message>
        <source>each layer&apos;s attention output</source>
        <translation>每一层的注意力输出</translation>
    </message>
    <message>
        <source>each layer&apos;s feed-forward output</source>
        <translation>每一层的前馈输出</translation>
    </message>
    <message>
        <source>each head&apos;s output</source>
        <translation>每个头的输出</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>答案(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Wrong:</source>
        <translation>错误(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Patch:</source>
        <translation>修补(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Back to the clean text</source>
        <translation>回到干净文本(&amp;B)</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>Showing B with layer %1, %2 from the clean text</source>
        <translation>显示 B，其中第 %1 层的%2来自干净文本</translation>
    </message>
    <message>
        <source>Type a corrupted text: the sentence above with a word changed, as many tokens long</source>
        <translation>请输入损坏的文本：上面的句子改动一个词，词元数相同</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>The wrong token</source>
        <translation>错误词元</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <source>“%1” leads “%2” by %3 in the clean run and by %4 in B; a click shows B patched</source>
        <translation>在干净运行中“%1”领先“%2”%3，在 B 中领先 %4；点击一格可显示修补后的 B</translation>
    </message>
    <message>
        <source>How much of “%1” over “%2” each patch brings back: 1 all, 0 none</source>
        <translation>每次修补能找回多少“%1”对“%2”的领先：1 为全部，0 为没有</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>nothing: what each part adds directly</source>
        <translation>不修补：各部分的直接贡献</translation>
    </message>
    <message>
        <source>The parts add up to %1; logit(“%2”) − logit(“%3”) is %4</source>
        <translation>各部分之和为 %1；logit(“%2”) − logit(“%3”) 为 %4</translation>
    </message>
    <message>
        <source>What each part adds to logit(“%1”) − logit(“%2”) in the clean run</source>
        <translation>干净运行中各部分对 logit(“%1”) − logit(“%2”) 的贡献</translation>
    </message>
</context>
<context>
    <name>ui::PipelineStrip</name>
    <message>
        <source>Step %1: %2 (--step %3)</source>
        <translation>第 %1 步：%2（--step %3）</translation>
    </message>
</context>
<context>
    <name>ui::PositionalView</name>
    <message>
        <source>position: the first %1 of %2 (wheel: zoom, drag: more)</source>
        <translation>位置：%2 个中的前 %1 个（滚轮：缩放，拖动：查看更多）</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <source>learned (this model)</source>
        <translation>学习得到的（此模型）</translation>
    </message>
    <message>
        <source>Which encoding the curves and the similarity show</source>
        <translation>曲线和相似度所显示的编码</translation>
    </message>
    <message>
        <source>Dimensions to draw as curves, separated by commas</source>
        <translation>要绘制成曲线的维度，用逗号分隔</translation>
    </message>
    <message>
        <source>Curves and similarity of:</source>
        <translation>曲线和相似度：</translation>
    </message>
    <message>
        <source>Dimensions:</source>
        <translation>维度：</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>This model uses the sinusoidal encoding on the left.</source>
        <translation>此模型使用左侧的正弦编码。</translation>
    </message>
    <message>
        <source>This model uses no positional encoding.</source>
        <translation>此模型不使用位置编码。</translation>
    </message>
    <message>
        <source>Sinusoidal P</source>
        <translation>正弦 P</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Learned P (this model)</source>
        <translation>学习得到的 P（此模型）</translation>
    </message>
    <message>
        <source>P·Pᵀ, learned</source>
        <translation>P·Pᵀ，学习得到的</translation>
    </message>
    <message>
        <source>P·Pᵀ, sinusoidal</source>
        <translation>P·Pᵀ，正弦</translation>
    </message>
    <message>
        <source>dimension %1</source>
        <translation>维度 %1</translation>
    </message>
    <message>
        <source>rotary (this model)</source>
        <translation>旋转（此模型）</translation>
    </message>
    <message>
        <source>RoPE: cos(position · f_i) per pair</source>
        <translation>RoPE：每对特征的 cos(位置 · f_i)</translation>
    </message>
    <message>
        <source>pair i of a head</source>
        <translation>头中的第 i 对</translation>
    </message>
    <message>
        <source>RoPE: q@m · k@n depends on m − n</source>
        <translation>RoPE：q@m · k@n 只取决于 m − n</translation>
    </message>
    <message>
        <source>position m</source>
        <translation>位置 m</translation>
    </message>
    <message>
        <source>position n</source>
        <translation>位置 n</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 对</translation>
    </message>
    <message>
        <source>cos(position · f_i)</source>
        <translation>cos(位置 · f_i)</translation>
    </message>
</context>
<context>
    <name>ui::StepPage</name>
    <message>
        <source>Previous step (←, PgUp)</source>
        <translation>上一步（←、PgUp）</translation>
    </message>
    <message>
        <source>Play or pause the walk through the steps (Space)</source>
        <translation>播放或暂停逐步浏览（空格键）</translation>
    </message>
    <message>
        <source>Next step (→, PgDn)</source>
        <translation>下一步（→、PgDn）</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>第 %1 层，头 %2</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Show the head&apos;s weights W_Q, W_K, W_V in the Q, K, V step. A double click on a weight, on Q, K, V, a score or an attention weight types another value in its place.</source>
        <translation>在 Q、K、V 步骤中显示该头的权重 W_Q、W_K、W_V。双击一个权重、Q、K、V 中的数、一个分数或一个注意力权重，即可用另一个值替换它。</translation>
    </message>
</context>
<context>
    <name>ui::StepView</name>
    <message>
        <source>&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;(d&lt;sub&gt;k&lt;/sub&gt; = %1, √d&lt;sub&gt;k&lt;/sub&gt; = %2)</source>
        <translation>&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;（d&lt;sub&gt;k&lt;/sub&gt; = %1，√d&lt;sub&gt;k&lt;/sub&gt; = %2）</translation>
    </message>
    <message>
        <source>Click a cell of the result to see how it is made.</source>
        <translation>点击结果中的单元格，查看它是怎样算出来的。</translation>
    </message>
    <message>
        <source>: top %1 of %2</source>
        <translation>：%2 个中的前 %1 个</translation>
    </message>
    <message>
        <source>The decoder reads its own output: from &lt;bos&gt; on, each token it predicts (the most probable) is its next input.</source>
        <translation>解码器读取自己的输出：从 &lt;bos&gt; 开始，它预测的每个词元（概率最高的）就是它的下一个输入。</translation>
    </message>
    <message>
        <source>mask: %1</source>
        <translation>掩码：%1</translation>
    </message>
    <message>
        <source>÷√d&lt;sub&gt;k&lt;/sub&gt; off: S stays unscaled</source>
        <translation>÷√d&lt;sub&gt;k&lt;/sub&gt; 关闭：S 不缩放</translation>
    </message>
    <message>
        <source>experiment: S × %1 in all</source>
        <translation>实验：S 共乘以 %1</translation>
    </message>
    <message>
        <source>experiment: no positions, P = 0</source>
        <translation>实验：无位置编码，P = 0</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>显示 %1</translation>
    </message>
    <message>
        <source>%1: the results are shown one at a time, so that each prints its numbers</source>
        <translation>%1：结果逐个显示，这样每个结果都能显示它的数值</translation>
    </message>
</context>
<context>
    <name>ui::TokenStrip</name>
    <message>
        <source>padding: no query may attend to this token (valid length %1)</source>
        <translation>填充：任何查询都不能关注这个词元（有效长度 %1）</translation>
    </message>
    <message>
        <source>“%1” is not in the model&apos;s vocabulary: the model sees &lt;unk&gt;</source>
        <translation>“%1”不在模型的词表中：模型看到的是 &lt;unk&gt;</translation>
    </message>
    <message>
        <source>token %1, id %2: generated by the model</source>
        <translation>词元 %1，ID %2：由模型生成</translation>
    </message>
    <message>
        <source>token %1, id %2</source>
        <translation>词元 %1，ID %2</translation>
    </message>
    <message>
        <source>beyond block_size: not used by the model</source>
        <translation>超出 block_size：模型不会使用</translation>
    </message>
    <message>
        <source>… +%1 more not used</source>
        <translation>… 另有 %1 个未使用</translation>
    </message>
    <message>
        <source>… and more, not used</source>
        <translation>……还有更多，未使用</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
</context>
<context>
    <name>ui::TraceGate</name>
    <message>
        <source>This model has no tokenizer: type token ids above, separated by spaces — numbers from 0 to %1, for example 1 2 3.</source>
        <translation>此模型没有分词器：请在上方输入以空格分隔的词元 ID——0 到 %1 之间的数字，例如 1 2 3。</translation>
    </message>
    <message>
        <source>Type a sentence above: this view shows what the model computes from it.</source>
        <translation>请在上方输入一个句子：此视图显示模型根据它计算出的内容。</translation>
    </message>
</context>
<context>
    <name>ui::TrainForm</name>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Text file:</source>
        <translation>文本文件：</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <source>Text to model</source>
        <translation>要建模的文本</translation>
    </message>
    <message>
        <source>Text (*.txt);;All files (*)</source>
        <translation>文本 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Examples&lt;/b&gt; (%1 parameters):&lt;br&gt;%2</source>
        <translation>&lt;b&gt;示例&lt;/b&gt;（%1 个参数）：&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>built-in corpus</source>
        <translation>内置语料</translation>
    </message>
    <message>
        <source>The text the &quot;text&quot; task models, character by character: empty for the built-in corpus, or a UTF-8 file of your own (Choose…).</source>
        <translation>“text” 任务逐字符建模的文本：留空则用内置语料，或选择你自己的 UTF-8 文件（选择…）。</translation>
    </message>
    <message>
        <source>custom</source>
        <comment>the model preset: the fields below set by hand</comment>
        <translation>自定义</translation>
    </message>
    <message>
        <source>A family of blocks in one choice; the fields below show what it sets, and changing one makes it custom</source>
        <translation>一次选定一族模块；下面的字段显示它设置了什么，改动任何一项就变为自定义</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
</context>
<context>
    <name>ui::TrainPanel</name>
    <message>
        <source>▶ &amp;Play</source>
        <translation>▶ 播放(&amp;P)</translation>
    </message>
    <message>
        <source>Train until the last step or until paused</source>
        <translation>训练到最后一步或直到暂停</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>暂停(&amp;U)</translation>
    </message>
    <message>
        <source>Pause after the current step; the weights are kept</source>
        <translation>在当前步骤后暂停；权重保留</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>One optimiser step</source>
        <translation>一个优化步骤</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Start again from random weights with the settings on the left</source>
        <translation>用左侧的设置从随机权重重新开始</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>End this run; the model can still be saved or explored</source>
        <translation>结束本次运行；模型仍可保存或探索</translation>
    </message>
    <message>
        <source>Save the current weights, also while paused</source>
        <translation>保存当前权重，暂停时也可以</translation>
    </message>
    <message>
        <source>Save model</source>
        <translation>保存模型</translation>
    </message>
    <message>
        <source>Models (*.safetensors)</source>
        <translation>模型 (*.safetensors)</translation>
    </message>
    <message>
        <source>Open the trained weights in every step of the pipeline</source>
        <translation>在流水线的每一步中打开训练好的权重</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>nats</source>
        <translation>奈特</translation>
    </message>
    <message>
        <source>train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>lr</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Gradient norm</source>
        <translation>梯度范数</translation>
    </message>
    <message>
        <source>‖g‖, unclipped</source>
        <translation>‖g‖，未裁剪</translation>
    </message>
    <message>
        <source>‖g‖</source>
        <translation>‖g‖</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>layer </source>
        <translation>层 </translation>
    </message>
    <message>
        <source>head </source>
        <translation>头 </translation>
    </message>
    <message>
        <source>Probe attention:</source>
        <translation>注意力探针：</translation>
    </message>
    <message>
        <source>cross-attention (to the source)</source>
        <translation>交叉注意力（指向源序列）</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>自注意力</translation>
    </message>
    <message>
        <source>The cross-attention&apos;s alignment with the source is what an encoder–decoder learns</source>
        <translation>编码器–解码器学习的，正是交叉注意力与源序列的对齐</translation>
    </message>
    <message>
        <source>Generated text appears here every 200 steps.</source>
        <translation>生成的文本每 200 步显示在这里。</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>生成样本</translation>
    </message>
    <message>
        <source>Probe attention: press Play or Step to watch it form</source>
        <translation>注意力探针：按“播放”或“单步”观察它逐渐形成</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Finished after %1 steps. Save the model or explore it.</source>
        <translation>%1 步后完成。保存模型或探索它。</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>正在训练…</translation>
    </message>
    <message>
        <source>Training paused</source>
        <translation>训练已暂停</translation>
    </message>
    <message>
        <source>Paused: Play continues, Step takes one step, the weights can be saved or explored.</source>
        <translation>已暂停：“播放”继续，“单步”前进一步，权重可以保存或探索。</translation>
    </message>
    <message>
        <source>Ready: press Play.</source>
        <translation>就绪：请按“播放”。</translation>
    </message>
    <message>
        <source>Training paused: %1</source>
        <translation>训练已暂停：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Resumed the %1 run at step %2: press Play.</source>
        <translation>已在第 %2 步恢复 %1 训练：请按“播放”。</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>source key</source>
        <translation>源序列的键</translation>
    </message>
    <message>
        <source>Save mo&amp;del…</source>
        <translation>保存模型(&amp;D)…</translation>
    </message>
    <message>
        <source>Explore th&amp;is model</source>
        <translation>探索此模型(&amp;I)</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>%p%</source>
        <comment>progress bar: the share done, as the other percentages are written</comment>
        <translation>%p%</translation>
    </message>
    <message>
        <source>An interrupted run can be resumed</source>
        <translation>有一次中断的训练可以继续</translation>
    </message>
    <message>
        <source>%1 A new run takes its place: the new run&apos;s first autosave overwrites its checkpoint.</source>
        <translation>%1 新的训练将取而代之：新训练的第一次自动保存会覆盖它的检查点。</translation>
    </message>
    <message>
        <source>Start a new run</source>
        <translation>开始新的训练</translation>
    </message>
    <message>
        <source>Hide the settings: the charts and the probe take the page</source>
        <translation>隐藏设置：图表和探针占据整个页面</translation>
    </message>
    <message>
        <source>Show the settings</source>
        <translation>显示设置</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>validation accuracy</source>
        <translation>验证准确率</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds left</comment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes left</comment>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours left</comment>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>step %1 / %2 · ETA %3</source>
        <translation>第 %1 / %2 步 · 预计还需 %3</translation>
    </message>
    <message>
        <source>step %1 · cross-attention</source>
        <translation>第 %1 步 · 交叉注意力</translation>
    </message>
    <message>
        <source>In-context loss</source>
        <translation>上下文中的损失</translation>
    </message>
    <message>
        <source>first occurrence</source>
        <translation>首次出现</translation>
    </message>
    <message>
        <source>repeat</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>Induction heads</source>
        <translation>归纳头</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>previous-token</source>
        <translation>前一个词元</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>归纳</translation>
    </message>
    <message>
        <source>%1: layer %2, head %3</source>
        <translation>%1：第 %2 层，头 %3</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>每个头</translation>
    </message>
    <message>
        <source>Every head: press Play or Step</source>
        <translation>每个头：按“播放”或“单步”</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <comment>layer and head, as short as a row label must be</comment>
        <translation>层%1 头%2</translation>
    </message>
    <message>
        <source>step %1: every head&apos;s scores</source>
        <translation>第 %1 步：每个头的分数</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>全速</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <comment>training speed</comment>
        <translation>每秒 %1 步</translation>
    </message>
    <message>
        <source>1 step/s</source>
        <comment>training speed</comment>
        <translation>每秒 1 步</translation>
    </message>
    <message>
        <source>Slow motion: a few steps a second, the probe after every step</source>
        <translation>慢动作：每秒几步，每一步之后都更新探针</translation>
    </message>
    <message>
        <source>Training speed</source>
        <translation>训练速度</translation>
    </message>
    <message>
        <source>pause at the phase change</source>
        <translation>在相变处暂停</translation>
    </message>
    <message>
        <source>Pause where the loss, after a slow stretch, falls steeply: where a pattern forms</source>
        <translation>在损失经过平缓阶段后陡降的地方暂停：也就是模式形成的地方</translation>
    </message>
    <message>
        <source>Replay the probe&apos;s attention, step by step</source>
        <translation>逐步回放探针的注意力</translation>
    </message>
    <message>
        <source>Drag back to replay how the attention formed; the right end follows the run</source>
        <translation>向左拖动可回放注意力是如何形成的；最右端跟随训练进行</translation>
    </message>
    <message>
        <source>Paused at the phase change (step %1): the loss fell steeply. Drag the replay back to see the attention before it, or press Play.</source>
        <translation>在相变处暂停（第 %1 步）：损失陡降。向左拖动回放条可查看此前的注意力，或按播放继续。</translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>replay: step %1</source>
        <translation>回放：第 %1 步</translation>
    </message>
    <message>
        <source>Phase change at step %1: the loss falls steeply.</source>
        <translation>第 %1 步出现相变：损失陡降。</translation>
    </message>
    <message>
        <source>A %1 training run (%2, %3 × %4, n_embd %5) was interrupted at step %6.</source>
        <translation>一次 %1 训练（%2，%3 × %4，n_embd %5）在第 %6 步被中断。</translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation>训练进度</translation>
    </message>
    <message>
        <source>Probe layer</source>
        <translation>探针层</translation>
    </message>
    <message>
        <source>Probe head</source>
        <translation>探针头</translation>
    </message>
    <message>
        <source>Probe attention of</source>
        <translation>探针的注意力类型</translation>
    </message>
    <message>
        <source>Hide the settings</source>
        <translation>隐藏设置</translation>
    </message>
</context>
<context>
    <name>ui::TrainingWorker</name>
    <message>
        <source>The checkpoint could not be resumed: %1</source>
        <translation>无法从检查点恢复：%1</translation>
    </message>
    <message>
        <source>The autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>The autosave failed (%1); training continues.</source>
        <translation>自动保存失败（%1）；训练继续进行。</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>there is no model to save yet: set up training first</source>
        <translation>还没有可保存的模型：请先设置训练</translation>
    </message>
</context>
</TS>
