<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>QDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>  or  </source>
        <translation>  oder  </translation>
    </message>
    <message>
        <source>Move between fields; underlined letters with Alt</source>
        <translation>Zwischen Feldern wechseln; unterstrichene Buchstaben mit Alt</translation>
    </message>
    <message>
        <source>Tab, Alt+letter</source>
        <translation>Tab, Alt+Buchstabe</translation>
    </message>
    <message>
        <source>←, →, Space act on the pipeline when the sentence field is not focused; PgUp, PgDn and Ctrl+P always do.</source>
        <translation>←, → und Leertaste wirken auf die Pipeline, wenn das Satzfeld nicht den Fokus hat; Bild↑, Bild↓ und Strg+P immer.</translation>
    </message>
    <message>
        <source>Heatmap (Tab to it): move the cell cursor</source>
        <translation>Heatmap (mit Tab): Zellcursor bewegen</translation>
    </message>
    <message>
        <source>arrows, Home, End</source>
        <translation>Pfeile, Pos1, Ende</translation>
    </message>
    <message>
        <source>Heatmap: explain the cell, type a value, cursor away</source>
        <translation>Heatmap: Zelle erklären, Wert eingeben, Cursor weg</translation>
    </message>
    <message>
        <source>Enter, F2, Esc</source>
        <translation>Eingabe, F2, Esc</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>Quell-Token</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>head feature</source>
        <translation>Kopf-Merkmal</translation>
    </message>
    <message>
        <source>hidden unit</source>
        <translation>verborgene Einheit</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>unknown image type &quot;%1&quot;: use .png, .svg or .pdf</source>
        <translation>unbekannter Bildtyp „%1“: verwende .png, .svg oder .pdf</translation>
    </message>
    <message>
        <source>Save image (PNG, SVG, PDF)…</source>
        <translation>Bild speichern (PNG, SVG, PDF)…</translation>
    </message>
    <message>
        <source>Save image</source>
        <translation>Bild speichern</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>Bilder (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>Save values as CSV…</source>
        <translation>Werte als CSV speichern…</translation>
    </message>
    <message>
        <source>Save values</source>
        <translation>Werte speichern</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>About AttentionLab</source>
        <translation>Über AttentionLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;Watch a transformer work, with the real numbers of a real model.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;Einem Transformer bei der Arbeit zusehen, mit den echten Zahlen eines echten Modells.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Core built for %1 (chosen for this processor), Qt %2.&lt;/p&gt;&lt;p&gt;Copyright © 2026 The AttentionLab developers.&lt;br&gt;Free software under the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License, version 3 or later&lt;/a&gt;. There is no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt (LGPL-3), QCustomPlot by Emanuel Eichhammer (GPL-3+), Eigen (MPL-2), nlohmann/json (MIT) and CLI11 (BSD-3). GPT-2 is by OpenAI; its tokenizer follows their published vocabulary and merges. The explanations follow Vaswani et al., &lt;i&gt;Attention Is All You Need&lt;/i&gt; (2017).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kern gebaut für %1 (für diesen Prozessor gewählt), Qt %2.&lt;/p&gt;&lt;p&gt;Copyright © 2026 Die AttentionLab-Entwickler.&lt;br&gt;Freie Software unter der &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License, Version 3 oder später&lt;/a&gt;. Es gibt keine Gewährleistung.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt (LGPL-3), QCustomPlot von Emanuel Eichhammer (GPL-3+), Eigen (MPL-2), nlohmann/json (MIT) und CLI11 (BSD-3). GPT-2 stammt von OpenAI; sein Tokenizer folgt deren veröffentlichtem Vokabular und den Merges. Die Erklärungen folgen Vaswani et al., &lt;i&gt;Attention Is All You Need&lt;/i&gt; (2017).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>Paar i</translation>
    </message>
    <message>
        <source>could not draw the figure for %1</source>
        <translation>die Abbildung für %1 konnte nicht gezeichnet werden</translation>
    </message>
</context>
<context>
    <name>al</name>
    <message>
        <source>there was not enough memory for this (std::bad_alloc): use a shorter input or a smaller model</source>
        <translation>dafür reichte der Speicher nicht (std::bad_alloc): verwende eine kürzere Eingabe oder ein kleineres Modell</translation>
    </message>
    <message>
        <source>step &quot;%1&quot; has no cell recipe</source>
        <translation>Schritt „%1“ hat kein Zell-Rezept</translation>
    </message>
    <message>
        <source>cell (%1, %2) is outside the %3 × %4 matrix</source>
        <translation>Zelle (%1, %2) liegt außerhalb der %3 × %4-Matrix</translation>
    </message>
    <message>
        <source>score(i, j) = Σ_d Q[i, d] · K[j, d]</source>
        <translation>Score(i, j) = Σ_d Q[i, d] · K[j, d]</translation>
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
        <translation>Summe</translation>
    </message>
    <message>
        <source>scaled(i, j) = score(i, j) × 1/√d_k</source>
        <translation>skaliert(i, j) = Score(i, j) × 1/√d_k</translation>
    </message>
    <message>
        <source>scaled(i, j) = score(i, j) × factor</source>
        <translation>skaliert(i, j) = Score(i, j) × Faktor</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>factor (1/√d_k with the experiments&apos; scale)</source>
        <translation>Faktor (1/√d_k mit der Skala der Experimente)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>skaliert</translation>
    </message>
    <message>
        <source>masked(i, j) = scaled(i, j) where key j is visible to query i, else −∞</source>
        <translation>maskiert(i, j) = skaliert(i, j), wenn Key j für Query i sichtbar ist, sonst −∞</translation>
    </message>
    <message>
        <source>visible (1) or hidden (0)</source>
        <translation>sichtbar (1) oder verborgen (0)</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>weight(i, j) = exp(m[i, j] − max) / Σ_k exp(m[i, k] − max)</source>
        <translation>Gewicht(i, j) = exp(m[i, j] − max) / Σ_k exp(m[i, k] − max)</translation>
    </message>
    <message>
        <source>masked score m[i, k]</source>
        <translation>maskierter Score m[i, k]</translation>
    </message>
    <message>
        <source>exp(m[i, k] − max)</source>
        <translation>exp(m[i, k] − max)</translation>
    </message>
    <message>
        <source>row maximum</source>
        <translation>Zeilenmaximum</translation>
    </message>
    <message>
        <source>exp of this key</source>
        <translation>exp dieses Keys</translation>
    </message>
    <message>
        <source>row sum of exp</source>
        <translation>Zeilensumme der exp</translation>
    </message>
    <message>
        <source>weight = exp / sum</source>
        <translation>Gewicht = exp / Summe</translation>
    </message>
    <message>
        <source>output(i, d) = Σ_j weight(i, j) · V[j, d]</source>
        <translation>Ausgabe(i, d) = Σ_j Gewicht(i, j) · V[j, d]</translation>
    </message>
    <message>
        <source>weight(i, j)</source>
        <translation>Gewicht(i, j)</translation>
    </message>
    <message>
        <source>V[j, d]</source>
        <translation>V[j, d]</translation>
    </message>
    <message>
        <source>weight · V</source>
        <translation>Gewicht · V</translation>
    </message>
    <message>
        <source>unknown step &quot;%1&quot; for this model</source>
        <translation>unbekannter Schritt „%1“ für dieses Modell</translation>
    </message>
    <message>
        <source>layer %1 does not exist</source>
        <translation>Schicht %1 gibt es nicht</translation>
    </message>
    <message>
        <source>head %1 does not exist</source>
        <translation>Kopf %1 gibt es nicht</translation>
    </message>
    <message>
        <source>one-hot tokens</source>
        <translation>One-Hot-Tokens</translation>
    </message>
    <message>
        <source>token embeddings</source>
        <translation>Token-Embeddings</translation>
    </message>
    <message>
        <source>positional encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <source>normalised input</source>
        <translation>normierte Eingabe</translation>
    </message>
    <message>
        <source>decoder stream</source>
        <translation>Decoder-Strom</translation>
    </message>
    <message>
        <source>layer input</source>
        <translation>Eingabe der Schicht</translation>
    </message>
    <message>
        <source>encoder output</source>
        <translation>Encoder-Ausgabe</translation>
    </message>
    <message>
        <source>Q (head %1)</source>
        <translation>Q (Kopf %1)</translation>
    </message>
    <message>
        <source>K (head %1)</source>
        <translation>K (Kopf %1)</translation>
    </message>
    <message>
        <source>V (head %1)</source>
        <translation>V (Kopf %1)</translation>
    </message>
    <message>
        <source>this trace kept no scores (computed for training)</source>
        <translation>diese Spur hat keine Scores behalten (fürs Training berechnet)</translation>
    </message>
    <message>
        <source>scores Q·Kᵀ (head %1)</source>
        <translation>Scores Q·Kᵀ (Kopf %1)</translation>
    </message>
    <message>
        <source>scores (head %1)</source>
        <translation>Scores (Kopf %1)</translation>
    </message>
    <message>
        <source>scaled (head %1)</source>
        <translation>skaliert (Kopf %1)</translation>
    </message>
    <message>
        <source>masked (head %1)</source>
        <translation>maskiert (Kopf %1)</translation>
    </message>
    <message>
        <source>weights (head %1)</source>
        <translation>Gewichte (Kopf %1)</translation>
    </message>
    <message>
        <source>output (head %1)</source>
        <translation>Ausgabe (Kopf %1)</translation>
    </message>
    <message>
        <source>heads side by side</source>
        <translation>Köpfe nebeneinander</translation>
    </message>
    <message>
        <source>concatenated heads</source>
        <translation>verkettete Köpfe</translation>
    </message>
    <message>
        <source>cross-attention output</source>
        <translation>Cross-Attention-Ausgabe</translation>
    </message>
    <message>
        <source>attention output</source>
        <translation>Attention-Ausgabe</translation>
    </message>
    <message>
        <source>residual stream</source>
        <translation>Residualstrom</translation>
    </message>
    <message>
        <source>sublayer output</source>
        <translation>Ausgabe der Teilschicht</translation>
    </message>
    <message>
        <source>normalised</source>
        <translation>normiert</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>hidden (%2)</source>
        <translation>verborgen (%2)</translation>
    </message>
    <message>
        <source>feed-forward output</source>
        <translation>Feed-Forward-Ausgabe</translation>
    </message>
    <message>
        <source>normalised = layer output</source>
        <translation>normiert = Ausgabe der Schicht</translation>
    </message>
    <message>
        <source>last layer&apos;s output</source>
        <translation>Ausgabe der letzten Schicht</translation>
    </message>
    <message>
        <source>encoder output E (final norm)</source>
        <translation>Encoder-Ausgabe E (letzte Normierung)</translation>
    </message>
    <message>
        <source>final norm</source>
        <translation>letzte Normierung</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>probabilities</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>%1 not exactly 0 (largest %2)</source>
        <translation>%1 nicht genau 0 (größter %2)</translation>
    </message>
    <message>
        <source>%1 not exactly 0</source>
        <translation>%1 nicht genau 0</translation>
    </message>
    <message>
        <source>Softmax rows sum to 1</source>
        <translation>Softmax-Zeilen summieren sich zu 1</translation>
    </message>
    <message>
        <source>largest |row sum − 1| over %1 rows: %2 (bound 1e-5)</source>
        <translation>größtes |Zeilensumme − 1| über %1 Zeilen: %2 (Schranke 1e-5)</translation>
    </message>
    <message>
        <source>Masked weights are exactly 0</source>
        <translation>Maskierte Gewichte sind genau 0</translation>
    </message>
    <message>
        <source>nothing is masked in this trace</source>
        <translation>in dieser Spur ist nichts maskiert</translation>
    </message>
    <message>
        <source>%1 masked cells, %2</source>
        <translation>%1 maskierte Zellen, %2</translation>
    </message>
    <message>
        <source>Causal attention: no token sees a later one</source>
        <translation>Kausale Attention: kein Token sieht ein späteres</translation>
    </message>
    <message>
        <source>this self-attention is not causal (the model&apos;s, or the chosen mask)</source>
        <translation>diese Self-Attention ist nicht kausal (die des Modells oder die gewählte Maske)</translation>
    </message>
    <message>
        <source>%1 weights above the diagonal, %2</source>
        <translation>%1 Gewichte über der Diagonale, %2</translation>
    </message>
    <message>
        <source>Each head&apos;s own projection equals its columns of the fused one</source>
        <translation>Die eigene Projektion jedes Kopfs gleicht seinen Spalten der gemeinsamen</translation>
    </message>
    <message>
        <source>largest difference of Q, K, V over %1 heads: %2 of their scale (bound 1e-5)</source>
        <translation>größte Abweichung von Q, K, V über %1 Köpfe: %2 ihrer Größenordnung (Schranke 1e-5)</translation>
    </message>
    <message>
        <source>Sinusoidal positions: PE(p + k) is PE(p) turned by a fixed angle</source>
        <translation>Sinus-Positionen: PE(p + k) ist PE(p), um einen festen Winkel gedreht</translation>
    </message>
    <message>
        <source>%1, %2 positions × %3: largest difference %4 (bound 1e-5)</source>
        <translation>%1, %2 Positionen × %3: größte Abweichung %4 (Schranke 1e-5)</translation>
    </message>
    <message>
        <source>this model&apos;s table</source>
        <translation>die Tabelle dieses Modells</translation>
    </message>
    <message>
        <source>the core&apos;s table at this size (this model learns its positions)</source>
        <translation>die Tabelle des Kerns in dieser Größe (dieses Modell lernt seine Positionen)</translation>
    </message>
    <message>
        <source>Backward pass agrees with finite differences</source>
        <translation>Der Backward-Pass stimmt mit finiten Differenzen überein</translation>
    </message>
    <message>
        <source>needs at least two tokens (a next token to predict)</source>
        <translation>braucht mindestens zwei Tokens (ein nächstes Token zum Vorhersagen)</translation>
    </message>
    <message>
        <source>%1 entries of %2: relative error %3 (bound 1e-6)</source>
        <translation>%1 Einträge von %2: relativer Fehler %3 (Schranke 1e-6)</translation>
    </message>
    <message>
        <source>%1: the trace holds %2 tensors, the reference %3</source>
        <translation>%1: die Spur enthält %2 Tensoren, die Referenz %3</translation>
    </message>
    <message>
        <source>%1: the reference has no %2 of this shape</source>
        <translation>%1: die Referenz hat kein %2 dieser Form</translation>
    </message>
    <message>
        <source>Agrees with PyTorch on the reference models</source>
        <translation>Stimmt mit PyTorch auf den Referenzmodellen überein</translation>
    </message>
    <message>
        <source>no reference traces are available</source>
        <translation>es gibt keine Referenzspuren</translation>
    </message>
    <message>
        <source>%1 models, every intermediate: largest relative difference %2 (%3, bound %4)</source>
        <translation>%1 Modelle, jedes Zwischenergebnis: größte relative Abweichung %2 (%3, Schranke %4)</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>%1 must be a JSON object (a Hugging Face config.json)</source>
        <translation>%1 muss ein JSON-Objekt sein (eine config.json von Hugging Face)</translation>
    </message>
    <message>
        <source>%1 must be a positive integer, got %2</source>
        <translation>%1 muss eine positive ganze Zahl sein, ist aber %2</translation>
    </message>
    <message>
        <source>%1 must be true or false, got %2</source>
        <translation>%1 muss true oder false sein, ist aber %2</translation>
    </message>
    <message>
        <source>%1 is true; GPT-2 with cross-attention is not supported</source>
        <translation>%1 ist true; GPT-2 mit Cross-Attention wird nicht unterstützt</translation>
    </message>
    <message>
        <source>%1 is false; AttentionLab&apos;s attention always divides by √d_k</source>
        <translation>%1 ist false; die Attention von AttentionLab teilt immer durch √d_k</translation>
    </message>
    <message>
        <source>%1 is true; per-layer attention scaling is not supported</source>
        <translation>%1 ist true; Attention-Skalierung pro Schicht wird nicht unterstützt</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; supported: gelu_new, gelu_pytorch_tanh, gelu, relu</source>
        <translation>%1 ist „%2“; unterstützt: gelu_new, gelu_pytorch_tanh, gelu, relu</translation>
    </message>
    <message>
        <source>%1 must be a number, got %2</source>
        <translation>%1 muss eine Zahl sein, ist aber %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the vocabulary</source>
        <translation>das Vokabular</translation>
    </message>
    <message>
        <source>the merges file</source>
        <translation>die Merges-Datei</translation>
    </message>
    <message>
        <source>%1 nests JSON %2 levels deep; at most %3 are accepted — the file is damaged or not one of ours</source>
        <translation>%1 verschachtelt JSON %2 Ebenen tief; höchstens %3 werden akzeptiert — die Datei ist beschädigt oder keine von uns</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3 but the config needs %4 — is the config right for this file?</source>
        <translation>%1: Tensor &apos;%2&apos; hat die Form %3, die Konfiguration braucht aber %4 — passt die Konfiguration zu dieser Datei?</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds a non-finite value (%3) at index %4; the model is corrupt</source>
        <translation>%1: Tensor &apos;%2&apos; enthält einen nicht endlichen Wert (%3) an Index %4; das Modell ist beschädigt</translation>
    </message>
    <message>
        <source>%1: the config stored in the file is invalid: %2</source>
        <translation>%1: die in der Datei gespeicherte Konfiguration ist ungültig: %2</translation>
    </message>
    <message>
        <source>%1: the file carries no AttentionLab config (a plain PyTorch/nanoGPT export?); pass --config cfg.json describing the model</source>
        <translation>%1: die Datei enthält keine AttentionLab-Konfiguration (ein reiner PyTorch-/nanoGPT-Export?); gib mit --config cfg.json an, wie das Modell aussieht</translation>
    </message>
    <message>
        <source>%1: the tokenizer stored in the file is invalid: %2</source>
        <translation>%1: der in der Datei gespeicherte Tokenizer ist ungültig: %2</translation>
    </message>
    <message>
        <source>%1: the config needs %2 bytes of weights but the file holds %3 — the config does not describe this file</source>
        <translation>%1: die Konfiguration braucht %2 Bytes Gewichte, die Datei enthält aber %3 — die Konfiguration beschreibt diese Datei nicht</translation>
    </message>
    <message>
        <source>the model&apos;s weights</source>
        <translation>die Gewichte des Modells</translation>
    </message>
    <message>
        <source>open a smaller model</source>
        <translation>öffne ein kleineres Modell</translation>
    </message>
    <message>
        <source>%1: missing tensor &apos;%2&apos; %3 that the config requires — is the config right for this file?</source>
        <translation>%1: der Tensor &apos;%2&apos; %3, den die Konfiguration verlangt, fehlt — passt die Konfiguration zu dieser Datei?</translation>
    </message>
    <message>
        <source>%1: lm_head.weight has shape %2 but the tied transformer.wte.weight is %3; the file is inconsistent</source>
        <translation>%1: lm_head.weight hat die Form %2, das daran gebundene transformer.wte.weight aber %3; die Datei ist widersprüchlich</translation>
    </message>
    <message>
        <source>%1: lm_head.weight differs from transformer.wte.weight but the config says tie_embeddings = true; set it to false</source>
        <translation>%1: lm_head.weight unterscheidet sich von transformer.wte.weight, aber die Konfiguration sagt tie_embeddings = true; setze es auf false</translation>
    </message>
    <message>
        <source>%1: unexpected tensor &apos;%2&apos; — the config does not describe this file (check n_layer, arch, bias, positional, norm and tie_embeddings)</source>
        <translation>%1: unerwarteter Tensor &apos;%2&apos; — die Konfiguration beschreibt diese Datei nicht (prüfe n_layer, arch, bias, positional, norm und tie_embeddings)</translation>
    </message>
    <message>
        <source>cannot open the model file &apos;%1&apos;: No such file or directory</source>
        <translation>die Modelldatei &apos;%1&apos; kann nicht geöffnet werden: Datei oder Verzeichnis nicht gefunden</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has no model.safetensors (only pytorch_model.bin, which AttentionLab does not read: download model.safetensors from the same page)</source>
        <translation>der Ordner &apos;%1&apos; hat keine model.safetensors (nur pytorch_model.bin, die AttentionLab nicht liest: lade model.safetensors von derselben Seite herunter)</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has no model.safetensors; give a Hugging Face model folder or a .safetensors file</source>
        <translation>der Ordner &apos;%1&apos; hat keine model.safetensors; gib einen Hugging-Face-Modellordner oder eine .safetensors-Datei an</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has no config.json; download it with model.safetensors from the same page</source>
        <translation>der Ordner &apos;%1&apos; hat keine config.json; lade sie zusammen mit model.safetensors von derselben Seite herunter</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist; config.json needs its model.safetensors beside it</source>
        <translation>&apos;%1&apos; existiert nicht; config.json braucht ihre model.safetensors daneben</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has vocab.json but no merges.txt; GPT-2&apos;s tokenizer needs both files</source>
        <translation>der Ordner &apos;%1&apos; hat vocab.json, aber keine merges.txt; der Tokenizer von GPT-2 braucht beide Dateien</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; has merges.txt but no vocab.json; GPT-2&apos;s tokenizer needs both files</source>
        <translation>der Ordner &apos;%1&apos; hat merges.txt, aber keine vocab.json; der Tokenizer von GPT-2 braucht beide Dateien</translation>
    </message>
    <message>
        <source>the config</source>
        <translation>die Konfiguration</translation>
    </message>
    <message>
        <source>%1 has %2 tokens but %3 says vocab_size %4; the tokenizer belongs to another model</source>
        <translation>%1 hat %2 Tokens, aber %3 nennt vocab_size %4; der Tokenizer gehört zu einem anderen Modell</translation>
    </message>
    <message>
        <source>%1 %2 is also this command&apos;s %3; choose another file — nothing was written</source>
        <translation>%1 %2 ist zugleich %3 dieses Befehls; wähle eine andere Datei — nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 %2 exists and is not a regular file; choose a file name — nothing was written</source>
        <translation>%1 %2 existiert und ist keine normale Datei; wähle einen Dateinamen — nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 %2 exists and is not a safetensors file; choose another name, or pass --force to replace it — nothing was written</source>
        <translation>%1 %2 existiert und ist keine safetensors-Datei; wähle einen anderen Namen oder gib --force zum Ersetzen an — nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>cannot open %1 &apos;%2&apos;: %3</source>
        <translation>%1 &apos;%2&apos; kann nicht geöffnet werden: %3</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is a folder; give a file</source>
        <translation>%1 &apos;%2&apos; ist ein Ordner; gib eine Datei an</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a regular file (a device or a pipe cannot be read to its end); give a file</source>
        <translation>%1 &apos;%2&apos; ist keine normale Datei (ein Gerät oder eine Pipe lässt sich nicht bis zum Ende lesen); gib eine Datei an</translation>
    </message>
    <message>
        <source>reading %1 &apos;%2&apos;</source>
        <translation>das Lesen von %1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>is it the right file?</source>
        <translation>ist es die richtige Datei?</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; changed while it was read; try again</source>
        <translation>%1 &apos;%2&apos; hat sich beim Lesen geändert; versuche es noch einmal</translation>
    </message>
    <message>
        <source>%1: file is truncated (%2 bytes; a safetensors file starts with an 8-byte header length)</source>
        <translation>%1: die Datei ist abgeschnitten (%2 Bytes; eine safetensors-Datei beginnt mit einer 8 Byte langen Header-Länge)</translation>
    </message>
    <message>
        <source>%1: header length %2 is implausibly large (the limit is %3 bytes) — not a safetensors file, or corrupt</source>
        <translation>%1: Header-Länge %2 ist unplausibel groß (die Grenze ist %3 Bytes) — keine safetensors-Datei oder beschädigt</translation>
    </message>
    <message>
        <source>%1: header length %2 exceeds the file (%3 bytes): the file is truncated or not safetensors</source>
        <translation>%1: Header-Länge %2 übersteigt die Datei (%3 Bytes): die Datei ist abgeschnitten oder kein safetensors</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>cannot open the file &apos;%1&apos;: %2</source>
        <translation>die Datei &apos;%1&apos; kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; changed while it was read; try again</source>
        <translation>&apos;%1&apos; hat sich beim Lesen geändert; versuche es noch einmal</translation>
    </message>
    <message>
        <source>%1: the header</source>
        <translation>%1: der Header</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; appears twice in the header</source>
        <translation>Tensor &apos;%1&apos; kommt im Header zweimal vor</translation>
    </message>
    <message>
        <source>header is not valid JSON: %1</source>
        <translation>der Header ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>header must be a JSON object</source>
        <translation>der Header muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>__metadata__ must be an object of strings</source>
        <translation>__metadata__ muss ein Objekt aus Zeichenketten sein</translation>
    </message>
    <message>
        <source>__metadata__ value &apos;%1&apos; must be a string</source>
        <translation>der __metadata__-Wert &apos;%1&apos; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>entry for tensor &apos;%1&apos; must be an object</source>
        <translation>der Eintrag für Tensor &apos;%1&apos; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has no dtype</source>
        <translation>Tensor &apos;%1&apos; hat keinen dtype</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has unknown dtype &apos;%2&apos;</source>
        <translation>Tensor &apos;%1&apos; hat den unbekannten dtype &apos;%2&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has no shape</source>
        <translation>Tensor &apos;%1&apos; hat keine Form</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has a negative or non-integer dimension</source>
        <translation>Tensor &apos;%1&apos; hat eine negative oder nicht ganzzahlige Dimension</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is larger than the file</source>
        <translation>Tensor &apos;%1&apos; ist größer als die Datei</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; needs data_offsets [begin, end]</source>
        <translation>Tensor &apos;%1&apos; braucht data_offsets [Anfang, Ende]</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has data_offsets [%2, %3] outside the data (%4 bytes): the file is truncated or corrupt</source>
        <translation>Tensor &apos;%1&apos; hat data_offsets [%2, %3] außerhalb der Daten (%4 Bytes): die Datei ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has %2 bytes but its shape and dtype need %3</source>
        <translation>Tensor &apos;%1&apos; hat %2 Bytes, seine Form und sein dtype brauchen aber %3</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; overlaps another tensor&apos;s data</source>
        <translation>Tensor &apos;%1&apos; überlappt die Daten eines anderen Tensors</translation>
    </message>
    <message>
        <source>the data has a gap before tensor &apos;%1&apos;: the file is corrupt</source>
        <translation>die Daten haben eine Lücke vor Tensor &apos;%1&apos;: die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the data buffer has %1 bytes that belong to no tensor: the file is corrupt</source>
        <translation>der Datenpuffer hat %1 Bytes, die zu keinem Tensor gehören: die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dtype %3; model weights must be F32, F16, BF16 or F64</source>
        <translation>%1: Tensor &apos;%2&apos; hat den dtype %3; Modellgewichte müssen F32, F16, BF16 oder F64 sein</translation>
    </message>
    <message>
        <source>%1: the file changed or disappeared while it was read; open it again</source>
        <translation>%1: die Datei hat sich beim Lesen geändert oder ist verschwunden; öffne sie noch einmal</translation>
    </message>
    <message>
        <source>%1: the file was truncated while it was read; open it again</source>
        <translation>%1: die Datei wurde beim Lesen gekürzt; öffne sie noch einmal</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; added twice</source>
        <translation>Tensor &apos;%1&apos; zweimal hinzugefügt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists and is not a regular file; nothing was written — choose a file name</source>
        <translation>&apos;%1&apos; existiert und ist keine normale Datei; nichts wurde geschrieben — wähle einen Dateinamen</translation>
    </message>
    <message>
        <source>writing &apos;%1&apos; failed: %2; nothing was changed</source>
        <translation>das Schreiben von &apos;%1&apos; ist fehlgeschlagen: %2; nichts wurde geändert</translation>
    </message>
    <message>
        <source>cannot move the new file into place at &apos;%1&apos;: %2; nothing was changed</source>
        <translation>die neue Datei kann nicht nach &apos;%1&apos; verschoben werden: %2; nichts wurde geändert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was written, but its folder could not be flushed to the disk: %2</source>
        <translation>&apos;%1&apos; wurde geschrieben, aber sein Ordner konnte nicht auf die Platte geschrieben werden: %2</translation>
    </message>
    <message>
        <source>attention input rows are not a multiple of the batch size</source>
        <translation>die Zeilen der Attention-Eingabe sind kein Vielfaches der Batch-Größe</translation>
    </message>
    <message>
        <source>attention width is not divisible by the number of heads</source>
        <translation>die Attention-Breite ist nicht durch die Zahl der Köpfe teilbar</translation>
    </message>
    <message>
        <source>cross-attention memory does not match the decoder width or batch</source>
        <translation>der Cross-Attention-Speicher passt nicht zur Breite oder zum Batch des Decoders</translation>
    </message>
    <message>
        <source>earlier keys and values extend the self-attention of one sequence only</source>
        <translation>frühere Keys und Values verlängern nur die Self-Attention einer einzigen Sequenz</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; must be a string</source>
        <translation>das Konfigurationsfeld &apos;%1&apos; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; must be an integer, got %2</source>
        <translation>das Konfigurationsfeld &apos;%1&apos; muss eine ganze Zahl sein, ist aber %2</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; (%2) is out of range</source>
        <translation>das Konfigurationsfeld &apos;%1&apos; (%2) liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; must be a number, got %2</source>
        <translation>das Konfigurationsfeld &apos;%1&apos; muss eine Zahl sein, ist aber %2</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; must be true or false, got %2</source>
        <translation>das Konfigurationsfeld &apos;%1&apos; muss true oder false sein, ist aber %2</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; has unknown value &quot;%2&quot; (expected one of: %3)</source>
        <translation>das Konfigurationsfeld &apos;%1&apos; hat den unbekannten Wert „%2“ (erwartet wird einer von: %3)</translation>
    </message>
    <message>
        <source>config field &apos;%1&apos; holds a number too large for a double</source>
        <translation>das Konfigurationsfeld &apos;%1&apos; enthält eine Zahl, die für ein double zu groß ist</translation>
    </message>
    <message>
        <source>config is not valid JSON: %1</source>
        <translation>die Konfiguration ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>config must be a JSON object like {&quot;n_layer&quot;: 2}</source>
        <translation>die Konfiguration muss ein JSON-Objekt wie {&quot;n_layer&quot;: 2} sein</translation>
    </message>
    <message>
        <source>the config file</source>
        <translation>die Konfigurationsdatei</translation>
    </message>
    <message>
        <source>unknown mask &quot;%1&quot; (expected one of: none, causal, padding, causal_padding)</source>
        <translation>unbekannte Maske „%1“ (erwartet wird eine von: none, causal, padding, causal_padding)</translation>
    </message>
    <message>
        <source>valid_lens has %1 entries for %2 sequences</source>
        <translation>valid_lens hat %1 Einträge für %2 Sequenzen</translation>
    </message>
    <message>
        <source>valid length %1 must be between 0 and %2</source>
        <translation>die gültige Länge %1 muss zwischen 0 und %2 liegen</translation>
    </message>
    <message>
        <source>row_valid_lens has %1 rows for %2 sequences</source>
        <translation>row_valid_lens hat %1 Zeilen für %2 Sequenzen</translation>
    </message>
    <message>
        <source>row_valid_lens needs one length per query (%1), got %2</source>
        <translation>row_valid_lens braucht eine Länge pro Query (%1), hat aber %2</translation>
    </message>
    <message>
        <source>a causal mask needs as many queries as keys</source>
        <translation>eine kausale Maske braucht gleich viele Queries wie Keys</translation>
    </message>
    <message>
        <source>half of a small laptop&apos;s memory; this computer&apos;s is unknown</source>
        <translation>die Hälfte des Speichers eines kleinen Laptops; der dieses Computers ist unbekannt</translation>
    </message>
    <message>
        <source>half of this computer&apos;s memory</source>
        <translation>die Hälfte des Speichers dieses Computers</translation>
    </message>
    <message>
        <source>%1 needs about %2 of memory; the limit is %3 (%4); %5</source>
        <translation>%1 braucht etwa %2 Speicher; die Grenze ist %3 (%4); %5</translation>
    </message>
    <message>
        <source>%1: batch size must be positive</source>
        <translation>%1: die Batch-Größe muss positiv sein</translation>
    </message>
    <message>
        <source>%1 is empty: type at least one token</source>
        <translation>%1 ist leer: gib mindestens ein Token ein</translation>
    </message>
    <message>
        <source>%1 has %2 tokens but the model&apos;s block_size is %3; shorten it</source>
        <translation>%1 hat %2 Tokens, aber die block_size des Modells ist %3; kürze sie</translation>
    </message>
    <message>
        <source>%1: expected %2 ids, got %3</source>
        <translation>%1: %2 IDs erwartet, aber %3 erhalten</translation>
    </message>
    <message>
        <source>%1: token id %2 is outside the vocabulary (0..%3)</source>
        <translation>%1: die Token-ID %2 liegt außerhalb des Vokabulars (0..%3)</translation>
    </message>
    <message>
        <source>the tokenizer has %1 tokens but vocab_size is %2</source>
        <translation>der Tokenizer hat %1 Tokens, aber vocab_size ist %2</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>die Eingabe</translation>
    </message>
    <message>
        <source>the source</source>
        <translation>die Quelle</translation>
    </message>
    <message>
        <source>the trace of these %1 tokens</source>
        <translation>die Spur dieser %1 Tokens</translation>
    </message>
    <message>
        <source>the trace of %1 sequences of %2 tokens</source>
        <translation>die Spur von %1 Sequenzen mit %2 Tokens</translation>
    </message>
    <message>
        <source>use a shorter input (or a smaller batch or model)</source>
        <translation>verwende eine kürzere Eingabe (oder einen kleineren Batch oder ein kleineres Modell)</translation>
    </message>
    <message>
        <source>backward: dlogits must have the shape of the trace&apos;s logits</source>
        <translation>backward: dlogits muss die Form der Logits der Spur haben</translation>
    </message>
    <message>
        <source>trace has no sequence %1</source>
        <translation>die Spur hat keine Sequenz %1</translation>
    </message>
    <message>
        <source>the computation overflowed: %1 holds values that are not finite numbers (the model&apos;s weights are too large for this input); %2</source>
        <translation>die Rechnung ist übergelaufen: %1 enthält Werte, die keine endlichen Zahlen sind (die Gewichte des Modells sind für diese Eingabe zu groß); %2</translation>
    </message>
    <message>
        <source>%1 must be a JSON object {&quot;token&quot;: id, …}</source>
        <translation>%1 muss ein JSON-Objekt {&quot;token&quot;: id, …} sein</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3; ids must be 0..%4, one per token</source>
        <translation>%1: Token „%2“ hat die ID %3; IDs müssen 0..%4 sein, eine pro Token</translation>
    </message>
    <message>
        <source>%1: id %2 is given to two tokens</source>
        <translation>%1: die ID %2 ist zwei Tokens zugeordnet</translation>
    </message>
    <message>
        <source>%1 lacks the token for byte %2 (&quot;%3&quot;); it is not a GPT-2 byte-level vocabulary</source>
        <translation>%1 fehlt das Token für das Byte %2 („%3“); es ist kein Byte-Level-Vokabular von GPT-2</translation>
    </message>
    <message>
        <source>token id %1 is outside the vocabulary (0..%2)</source>
        <translation>die Token-ID %1 liegt außerhalb des Vokabulars (0..%2)</translation>
    </message>
    <message>
        <source>this model has no tokenizer, so its input is token ids: %1</source>
        <translation>dieses Modell hat keinen Tokenizer, daher besteht seine Eingabe aus Token-IDs: %1</translation>
    </message>
    <message>
        <source>temperature (%1) must be 0 (greedy) or positive</source>
        <translation>temperature (%1) muss 0 (gierig) oder positiv sein</translation>
    </message>
    <message>
        <source>top_k (%1) must be 0 (off) or positive</source>
        <translation>top_k (%1) muss 0 (aus) oder positiv sein</translation>
    </message>
    <message>
        <source>top_p (%1) must be in (0, 1]</source>
        <translation>top_p (%1) muss in (0, 1] liegen</translation>
    </message>
    <message>
        <source>the number of tokens to generate must not be negative</source>
        <translation>die Zahl der zu erzeugenden Tokens darf nicht negativ sein</translation>
    </message>
    <message>
        <source>the source must have 1 to block_size (%1) tokens</source>
        <translation>die Quelle muss 1 bis block_size (%1) Tokens haben</translation>
    </message>
    <message>
        <source>the prompt is empty: give at least one token</source>
        <translation>der Prompt ist leer: gib mindestens ein Token an</translation>
    </message>
    <message>
        <source>nothing can be sampled</source>
        <translation>nichts kann gesampelt werden</translation>
    </message>
    <message>
        <source>the text is empty: type a sentence</source>
        <translation>der Text ist leer: tippe einen Satz</translation>
    </message>
    <message>
        <source>not in the vocabulary, shown as &lt;unk&gt;: %1</source>
        <translation>nicht im Vokabular, als &lt;unk&gt; gezeigt: %1</translation>
    </message>
    <message>
        <source>token ids are integers separated by commas or spaces, like 3,1,4; got &quot;%1&quot;</source>
        <translation>Token-IDs sind ganze Zahlen, getrennt durch Kommas oder Leerzeichen, etwa 3,1,4; gefunden „%1“</translation>
    </message>
    <message>
        <source>no token ids: type at least one, like 3,1,4</source>
        <translation>keine Token-IDs: gib mindestens eine ein, etwa 3,1,4</translation>
    </message>
    <message>
        <source>tokenizer has an empty piece</source>
        <translation>der Tokenizer hat ein leeres Stück</translation>
    </message>
    <message>
        <source>tokenizer piece is not valid UTF-8</source>
        <translation>ein Stück des Tokenizers ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>tokenizer piece &quot;%1&quot; appears twice</source>
        <translation>das Stück „%1“ kommt im Tokenizer zweimal vor</translation>
    </message>
    <message>
        <source>the tokenizer</source>
        <translation>der Tokenizer</translation>
    </message>
    <message>
        <source>tokenizer JSON is malformed: %1</source>
        <translation>das Tokenizer-JSON ist fehlerhaft: %1</translation>
    </message>
    <message>
        <source>%1: a model, not a training checkpoint</source>
        <translation>%1: ein Modell, kein Trainings-Checkpoint</translation>
    </message>
    <message>
        <source>%1: the training metadata</source>
        <translation>%1: die Trainings-Metadaten</translation>
    </message>
    <message>
        <source>%1: the training metadata is malformed: %2</source>
        <translation>%1: die Trainings-Metadaten sind fehlerhaft: %2</translation>
    </message>
    <message>
        <source>%1: optimizer state for %2 is missing or mis-shaped</source>
        <translation>%1: der Optimierer-Zustand für %2 fehlt oder hat die falsche Form</translation>
    </message>
    <message>
        <source>%1: the optimizer state %2%3 holds %4; the checkpoint is corrupt — resume from an earlier one, or train the model file anew</source>
        <translation>%1: der Optimierer-Zustand %2%3 enthält %4; der Checkpoint ist beschädigt — setze mit einem früheren fort oder trainiere die Modelldatei neu</translation>
    </message>
    <message>
        <source>cross_entropy: one target per row is needed</source>
        <translation>cross_entropy: pro Zeile wird ein Ziel gebraucht</translation>
    </message>
    <message>
        <source>target id %1 is outside the vocabulary</source>
        <translation>die Ziel-ID %1 liegt außerhalb des Vokabulars</translation>
    </message>
    <message>
        <source>every target is ignored: nothing to learn from this batch</source>
        <translation>jedes Ziel wird ignoriert: aus diesem Batch ist nichts zu lernen</translation>
    </message>
    <message>
        <source>task length (%1) must be between 1 and 64</source>
        <translation>die Aufgabenlänge (%1) muss zwischen 1 und 64 liegen</translation>
    </message>
    <message>
        <source>text context (%1) must be at least 2</source>
        <translation>der Textkontext (%1) muss mindestens 2 sein</translation>
    </message>
    <message>
        <source>the text has %1 characters; at least %2 are needed for a context of %3 (use a longer file or a smaller block_size)</source>
        <translation>der Text hat %1 Zeichen; für einen Kontext von %3 werden mindestens %2 gebraucht (verwende eine längere Datei oder eine kleinere block_size)</translation>
    </message>
    <message>
        <source>the data file</source>
        <translation>die Datendatei</translation>
    </message>
    <message>
        <source>the data file &apos;%1&apos; is empty</source>
        <translation>die Datendatei &apos;%1&apos; ist leer</translation>
    </message>
    <message>
        <source>the data file &apos;%1&apos; is not valid UTF-8; save it as UTF-8 and try again</source>
        <translation>die Datendatei &apos;%1&apos; ist kein gültiges UTF-8; speichere sie als UTF-8 und versuche es erneut</translation>
    </message>
    <message>
        <source>unknown task &quot;%1&quot; (expected one of: %2)</source>
        <translation>unbekannte Aufgabe „%1“ (erwartet wird eine von: %2)</translation>
    </message>
    <message>
        <source>task &quot;%1&quot; is listed but cannot be made</source>
        <translation>die Aufgabe „%1“ ist aufgeführt, lässt sich aber nicht erzeugen</translation>
    </message>
    <message>
        <source>%1 (%2) %3</source>
        <translation>%1 (%2) %3</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Optimiser steps</source>
        <translation>Optimierungsschritte</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batch-Größe</translation>
    </message>
    <message>
        <source>Examples per step</source>
        <translation>Beispiele pro Schritt</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Peak learning rate, after the warm-up</source>
        <translation>Höchste Lernrate, nach dem Aufwärmen</translation>
    </message>
    <message>
        <source>Final learning rate</source>
        <translation>End-Lernrate</translation>
    </message>
    <message>
        <source>The cosine decay ends at this fraction of the peak rate</source>
        <translation>Der Kosinus-Abfall endet bei diesem Bruchteil der Höchstrate</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Steps of linear warm-up to the peak rate</source>
        <translation>Schritte des linearen Aufwärmens bis zur Höchstrate</translation>
    </message>
    <message>
        <source>Weight decay</source>
        <translation>Gewichtsabnahme</translation>
    </message>
    <message>
        <source>AdamW&apos;s decoupled weight decay (none on norms and biases)</source>
        <translation>Entkoppelte Gewichtsabnahme von AdamW (keine auf Normierungen und Biases)</translation>
    </message>
    <message>
        <source>Gradient clipping</source>
        <translation>Gradienten-Clipping</translation>
    </message>
    <message>
        <source>Largest global gradient norm, 0 = off</source>
        <translation>Größte globale Gradientennorm, 0 = aus</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Random seed: same seed, same run</source>
        <translation>Zufalls-Seed: gleicher Seed, gleicher Lauf</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Cores to use (data-parallel micro-batches)</source>
        <translation>Zu nutzende Kerne (datenparallele Micro-Batches)</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Sequences per forward/backward pass, 0 = sized to stay in cache</source>
        <translation>Sequenzen pro Forward-/Backward-Durchlauf, 0 = so bemessen, dass sie im Cache bleiben</translation>
    </message>
    <message>
        <source>Validate every</source>
        <translation>Validieren alle</translation>
    </message>
    <message>
        <source>Validate every N steps</source>
        <translation>Alle N Schritte validieren</translation>
    </message>
    <message>
        <source>Validation examples</source>
        <translation>Validierungsbeispiele</translation>
    </message>
    <message>
        <source>Examples per validation</source>
        <translation>Beispiele pro Validierung</translation>
    </message>
    <message>
        <source>Divergence threshold</source>
        <translation>Divergenzschwelle</translation>
    </message>
    <message>
        <source>A gradient norm above this stops training, 0 = never</source>
        <translation>Eine Gradientennorm darüber beendet das Training, 0 = nie</translation>
    </message>
    <message>
        <source>unknown training setting &quot;%1&quot;</source>
        <translation>unbekannte Trainingseinstellung „%1“</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>muss positiv sein</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>muss größer als %1 sein</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <source>must be less than %1</source>
        <translation>muss kleiner als %1 sein</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <source>the training settings</source>
        <translation>die Trainingseinstellungen</translation>
    </message>
    <message>
        <source>training settings are malformed: not a JSON object</source>
        <translation>die Trainingseinstellungen sind fehlerhaft: kein JSON-Objekt</translation>
    </message>
    <message>
        <source>training setting %1 must be a number, not %2</source>
        <translation>die Trainingseinstellung %1 muss eine Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>block_size (%1) is smaller than the %2 task needs (%3)</source>
        <translation>block_size (%1) ist kleiner, als die Aufgabe %2 braucht (%3)</translation>
    </message>
    <message>
        <source>vocab_size (%1) is smaller than the %2 task&apos;s vocabulary (%3)</source>
        <translation>vocab_size (%1) ist kleiner als das Vokabular der Aufgabe %2 (%3)</translation>
    </message>
    <message>
        <source>the loss is not finite</source>
        <translation>der Loss ist nicht endlich</translation>
    </message>
    <message>
        <source>the gradient norm is not finite</source>
        <translation>die Gradientennorm ist nicht endlich</translation>
    </message>
    <message>
        <source>the gradient norm exploded to %1</source>
        <translation>die Gradientennorm ist auf %1 explodiert</translation>
    </message>
    <message>
        <source>the loss (%1) is far above a uniform guess (%2)</source>
        <translation>der Loss (%1) liegt weit über dem eines gleichverteilten Ratens (%2)</translation>
    </message>
    <message>
        <source>what the window recomputes at each keystroke</source>
        <translation>was das Fenster bei jedem Tastendruck neu berechnet</translation>
    </message>
    <message>
        <source>shorten the sentence</source>
        <translation>kürze den Satz</translation>
    </message>
    <message>
        <source>nothing is shown</source>
        <translation>nichts wird angezeigt</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>die Lektion</translation>
    </message>
    <message>
        <source>the session</source>
        <translation>die Sitzung</translation>
    </message>
    <message>
        <source>the tokenizer&apos;s text file</source>
        <translation>die Textdatei des Tokenizers</translation>
    </message>
    <message>
        <source>writing the trace of these %1 tokens (the trace, its tensors and the file)</source>
        <translation>das Schreiben der Spur dieser %1 Tokens (die Spur, ihre Tensoren und die Datei)</translation>
    </message>
    <message>
        <source>use a shorter input</source>
        <translation>verwende eine kürzere Eingabe</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>this model is too large to explore interactively; keep n_layer · n_embd² under 67 million</source>
        <translation>dieses Modell ist zu groß, um es interaktiv zu erkunden; halte n_layer · n_embd² unter 67 Millionen</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Decoder-only, encoder-only, or an encoder and a decoder joined by cross-attention</source>
        <translation>Nur Decoder, nur Encoder oder ein Encoder und ein Decoder, verbunden durch Cross-Attention</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Layers per stack</source>
        <translation>Schichten pro Stapel</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>Attention heads; n_embd must be divisible by it</source>
        <translation>Attention-Köpfe; n_embd muss durch sie teilbar sein</translation>
    </message>
    <message>
        <source>n_embd</source>
        <translation>n_embd</translation>
    </message>
    <message>
        <source>Width of every token vector</source>
        <translation>Breite jedes Token-Vektors</translation>
    </message>
    <message>
        <source>d_ff</source>
        <translation>d_ff</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>Longest input, in tokens</source>
        <translation>Längste Eingabe, in Tokens</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Tokens the model knows: rows of the embedding</source>
        <translation>Tokens, die das Modell kennt: Zeilen des Embeddings</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>Normierung</translation>
    </message>
    <message>
        <source>How each sublayer&apos;s input or sum is normalised</source>
        <translation>Wie die Eingabe oder die Summe jeder Teilschicht normiert wird</translation>
    </message>
    <message>
        <source>Norm position</source>
        <translation>Position der Normierung</translation>
    </message>
    <message>
        <source>Normalise before each sublayer (pre) or after its residual sum (post)</source>
        <translation>Vor jeder Teilschicht normieren (pre) oder nach ihrer Residualsumme (post)</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>The feed-forward layer&apos;s non-linearity</source>
        <translation>Die Nichtlinearität der Feed-Forward-Schicht</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>How a token&apos;s position enters: a learned table, sines and cosines, or not at all</source>
        <translation>Wie die Position eines Tokens eingeht: eine gelernte Tabelle, Sinus und Kosinus oder gar nicht</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>Biases</translation>
    </message>
    <message>
        <source>Linear layers and norms add a learned bias</source>
        <translation>Lineare Schichten und Normierungen addieren einen gelernten Bias</translation>
    </message>
    <message>
        <source>lm head tied to the embedding</source>
        <translation>Ausgabeschicht an das Embedding gebunden</translation>
    </message>
    <message>
        <source>The output layer reuses the token embedding&apos;s weights</source>
        <translation>Die Ausgabeschicht verwendet die Gewichte des Token-Embeddings wieder</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>kausal</translation>
    </message>
    <message>
        <source>A position sees only the positions before it (decoder self-attention)</source>
        <translation>Eine Position sieht nur die Positionen vor ihr (Selbst-Attention des Decoders)</translation>
    </message>
    <message>
        <source>Norm ε</source>
        <translation>Normierungs-ε</translation>
    </message>
    <message>
        <source>Added to the variance before its square root</source>
        <translation>Wird vor der Quadratwurzel zur Varianz addiert</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Share of values zeroed while training; never at inference</source>
        <translation>Anteil der Werte, die beim Training auf null gesetzt werden; nie bei der Inferenz</translation>
    </message>
    <message>
        <source>unknown config field &apos;%1&apos; (known: %2)</source>
        <translation>unbekanntes Konfigurationsfeld &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>AttentionLab&apos;s own .safetensors files</source>
        <translation>AttentionLabs eigene .safetensors-Dateien</translation>
    </message>
    <message>
        <source>GPT-2-family models (model_type &quot;gpt2&quot;, such as gpt2 and distilgpt2)</source>
        <translation>Modelle der GPT-2-Familie (model_type „gpt2“, etwa gpt2 und distilgpt2)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1: model_type is missing; AttentionLab opens %2</source>
        <translation>%1: model_type fehlt; AttentionLab öffnet %2</translation>
    </message>
    <message>
        <source>%1: model_type is &quot;%2&quot;; AttentionLab opens %3</source>
        <translation>%1: model_type ist „%2“; AttentionLab öffnet %3</translation>
    </message>
    <message>
        <source>cross-attention needs the encoder&apos;s output</source>
        <translation>Cross-Attention braucht die Ausgabe des Encoders</translation>
    </message>
    <message>
        <source>layer %1 has no %2 sublayer</source>
        <translation>Schicht %1 hat keine Teilschicht %2</translation>
    </message>
    <message>
        <source>QK-norm</source>
        <translation>QK-Norm</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3 but only %4 rows of &apos;%5&apos; %6 are left for it — is the config right for this file?</source>
        <translation>%1: Tensor &apos;%2&apos; hat die Form %3, von &apos;%5&apos; %6 sind aber nur noch %4 Zeilen frei — passt die Konfiguration zu dieser Datei?</translation>
    </message>
    <message>
        <source>%1: the tensors that make &apos;%2&apos; %3 hold %4 of its rows — is the config right for this file?</source>
        <translation>%1: die Tensoren, aus denen &apos;%2&apos; %3 besteht, enthalten %4 seiner Zeilen — passt die Konfiguration zu dieser Datei?</translation>
    </message>
    <message>
        <source>%1 (%2) must be divisible by %3 (%4)</source>
        <translation>%1 (%2) muss durch %3 (%4) teilbar sein</translation>
    </message>
    <message>
        <source>this trace was made by another model</source>
        <translation>diese Spur stammt von einem anderen Modell</translation>
    </message>
    <message>
        <source>this model normalises or turns q and k after the projection</source>
        <translation>dieses Modell normalisiert oder dreht q und k nach der Projektion</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; this family computes silu</source>
        <translation>%1 ist „%2“; diese Familie berechnet silu</translation>
    </message>
    <message>
        <source>%1 is true; AttentionLab&apos;s attention sees every earlier token</source>
        <translation>%1 ist true; die Attention in AttentionLab sieht jedes frühere Token</translation>
    </message>
    <message>
        <source>%1 is set; mixtures of experts are not supported</source>
        <translation>%1 ist gesetzt; Mixture-of-Experts-Modelle werden nicht unterstützt</translation>
    </message>
    <message>
        <source>%1 is true; biases on the feed-forward are not supported</source>
        <translation>%1 ist true; Biases im Feed-Forward werden nicht unterstützt</translation>
    </message>
    <message>
        <source>%1 is true; a bias on o_proj is not supported</source>
        <translation>%1 ist true; ein Bias auf o_proj wird nicht unterstützt</translation>
    </message>
    <message>
        <source>Llama-family models (model_type &quot;llama&quot;, such as Llama 3.2, SmolLM2 and TinyLlama)</source>
        <translation>Modelle der Llama-Familie (model_type „llama“, etwa Llama 3.2, SmolLM2 und TinyLlama)</translation>
    </message>
    <message>
        <source>Qwen2 and Qwen2.5 models (model_type &quot;qwen2&quot;)</source>
        <translation>Qwen2- und Qwen2.5-Modelle (model_type „qwen2“)</translation>
    </message>
    <message>
        <source>Qwen3 models (model_type &quot;qwen3&quot;)</source>
        <translation>Qwen3-Modelle (model_type „qwen3“)</translation>
    </message>
    <message>
        <source>%1 must be a JSON object</source>
        <translation>%1 muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>the query heads (%1) must be a multiple of the key/value heads (%2), and a rotated head&apos;s size (%3) even</source>
        <translation>die Query-Köpfe (%1) müssen ein Vielfaches der Key/Value-Köpfe (%2) sein und die Größe eines gedrehten Kopfes (%3) gerade</translation>
    </message>
    <message>
        <source>c_attn.weight must be ((H + 2·H_kv)·D, C) and c_proj.weight (C, H·D)</source>
        <translation>c_attn.weight muss ((H + 2·H_kv)·D, C) sein und c_proj.weight (C, H·D)</translation>
    </message>
    <message>
        <source>QK-norm needs q_norm.weight and k_norm.weight of the head size</source>
        <translation>QK-Norm braucht q_norm.weight und k_norm.weight in der Größe eines Kopfes</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Key/Value-Köpfe</translation>
    </message>
    <message>
        <source>Heads of keys and values, each shared by n_head / n_kv_head query heads (grouped-query attention); 0: one per query head</source>
        <translation>Köpfe der Keys und Values, jeder von n_head / n_kv_head Query-Köpfen geteilt (Grouped-Query-Attention); 0: einer je Query-Kopf</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Kopfgröße</translation>
    </message>
    <message>
        <source>Features of each head&apos;s queries, keys and values; 0: n_embd / n_head</source>
        <translation>Merkmale der Queries, Keys und Values jedes Kopfes; 0: n_embd / n_head</translation>
    </message>
    <message>
        <source>RoPE θ</source>
        <translation>RoPE θ</translation>
    </message>
    <message>
        <source>Rotary positions: pair i of a head turns by position · θ^(−2i/d_k)</source>
        <translation>Rotierende Positionen: Paar i eines Kopfes dreht sich um Position · θ^(−2i/d_k)</translation>
    </message>
    <message>
        <source>gated feed-forward</source>
        <translation>Feed-Forward mit Gate</translation>
    </message>
    <message>
        <source>The feed-forward multiplies act(x·W_gate) by x·W_up before W_down (SwiGLU with silu)</source>
        <translation>Das Feed-Forward multipliziert act(x·W_gate) mit x·W_up vor W_down (SwiGLU mit silu)</translation>
    </message>
    <message>
        <source>RMSNorm over each head&apos;s queries and keys before the rotation</source>
        <translation>RMSNorm über die Queries und Keys jedes Kopfes vor der Drehung</translation>
    </message>
    <message>
        <source>q, k, v biases</source>
        <translation>Biases auf q, k, v</translation>
    </message>
    <message>
        <source>The query, key and value projections add a bias even where nothing else does</source>
        <translation>Die Query-, Key- und Value-Projektionen addieren einen Bias, auch wo sonst nichts einen hat</translation>
    </message>
    <message>
        <source>rotary positions turn pairs of features: the head size (%1) must be even</source>
        <translation>rotierende Positionen drehen Paare von Merkmalen: die Kopfgröße (%1) muss gerade sein</translation>
    </message>
    <message>
        <source>%1 = key/value head %2</source>
        <translation>%1 = Key/Value-Kopf %2</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not in %3; the two do not belong together</source>
        <translation>%1: „%2“ steht nicht in %3; die beiden gehören nicht zusammen</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; (the merged token) is not in %3; the two do not belong together</source>
        <translation>%1: „%2“ (das verschmolzene Token) steht nicht in %3; die beiden gehören nicht zusammen</translation>
    </message>
    <message>
        <source>%1: the unknown token &quot;%2&quot; is not in the vocabulary</source>
        <translation>%1: das Unbekannt-Token „%2“ steht nicht im Vokabular</translation>
    </message>
    <message>
        <source>the tokenizer has no token for &quot;%1&quot; and no unknown token to stand for it</source>
        <translation>der Tokenizer hat kein Token für „%1“ und kein Unbekannt-Token, das dafür stehen könnte</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1 line %2: expected two tokens separated by one space, got &quot;%3&quot;</source>
        <translation>%1 Zeile %2: erwartet zwei durch ein Leerzeichen getrennte Tokens, gefunden „%3“</translation>
    </message>
    <message>
        <source>vocab_limit (%1) must be 0 (all) or positive</source>
        <translation>vocab_limit (%1) muss 0 (alle) oder positiv sein</translation>
    </message>
    <message>
        <source>tokenizer type must be &quot;char&quot;, &quot;word&quot;, &quot;gpt2_bpe&quot; or &quot;tokenizer.json&quot;, got &quot;%1&quot;</source>
        <translation>der Tokenizer-Typ muss „char“, „word“, „gpt2_bpe“ oder „tokenizer.json“ sein, gefunden „%1“</translation>
    </message>
    <message>
        <source>%1: the pattern is not valid UTF-8</source>
        <translation>%1: das Muster ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>%1: the pattern &quot;%2&quot; is not a regular expression AttentionLab can run (%3 near character %4)</source>
        <translation>%1: das Muster „%2“ ist kein regulärer Ausdruck, den AttentionLab ausführen kann (%3 bei Zeichen %4)</translation>
    </message>
    <message>
        <source>%1: the pattern &quot;%2&quot; takes too long on this text; the tokenizer file&apos;s pattern is not one a tokenizer uses</source>
        <translation>%1: das Muster „%2“ braucht für diesen Text zu lange; so ein Muster verwendet kein Tokenizer</translation>
    </message>
    <message>
        <source>%1: the pattern failed on this text (%2)</source>
        <translation>%1: das Muster ist an diesem Text gescheitert (%2)</translation>
    </message>
    <message>
        <source>the text could not be normalised to NFC (%1)</source>
        <translation>der Text konnte nicht nach NFC normalisiert werden (%1)</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; AttentionLab computes rotary positions unscaled or with Llama 3.1&apos;s &quot;llama3&quot; scaling</source>
        <translation>%1 ist „%2“; AttentionLab berechnet rotierende Positionen unskaliert oder mit der „llama3“-Skalierung von Llama 3.1</translation>
    </message>
    <message>
        <source>%1: factor must be positive and high_freq_factor greater than low_freq_factor (&gt; 0)</source>
        <translation>%1: factor muss positiv sein und high_freq_factor größer als low_freq_factor (&gt; 0)</translation>
    </message>
    <message>
        <source>RoPE scaling</source>
        <translation>RoPE-Skalierung</translation>
    </message>
    <message>
        <source>Llama 3.1&apos;s scaling: pairs slower than the trained context turn this many times slower; 0: none</source>
        <translation>Skalierung von Llama 3.1: Paare, die langsamer sind als der trainierte Kontext, drehen sich so viel Mal langsamer; 0: keine</translation>
    </message>
    <message>
        <source>RoPE low-frequency factor</source>
        <translation>RoPE-Niederfrequenzfaktor</translation>
    </message>
    <message>
        <source>Pairs whose wavelength exceeds the trained context divided by this are scaled fully</source>
        <translation>Paare, deren Wellenlänge den trainierten Kontext geteilt durch diesen Wert übersteigt, werden voll skaliert</translation>
    </message>
    <message>
        <source>RoPE high-frequency factor</source>
        <translation>RoPE-Hochfrequenzfaktor</translation>
    </message>
    <message>
        <source>Pairs whose wavelength is below the trained context divided by this keep their speed</source>
        <translation>Paare, deren Wellenlänge unter dem trainierten Kontext geteilt durch diesen Wert liegt, behalten ihre Geschwindigkeit</translation>
    </message>
    <message>
        <source>RoPE trained context</source>
        <translation>RoPE-Trainingskontext</translation>
    </message>
    <message>
        <source>The context length the scaled model was trained on</source>
        <translation>Die Kontextlänge, auf der das skalierte Modell trainiert wurde</translation>
    </message>
    <message>
        <source>%1 has no weight_map {&quot;tensor&quot;: &quot;file&quot;, …}</source>
        <translation>%1 hat keine weight_map {&quot;tensor&quot;: &quot;file&quot;, …}</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is placed in &quot;%3&quot;, which is not a file name beside the index</source>
        <translation>%1: Tensor „%2“ liegt laut Index in „%3“, was kein Dateiname neben dem Index ist</translation>
    </message>
    <message>
        <source>%1 names the shard &apos;%2&apos;, which is not in its folder; download every file the index names</source>
        <translation>%1 nennt die Teildatei „%2“, die nicht in seinem Ordner liegt; laden Sie jede Datei herunter, die der Index nennt</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is in two shards</source>
        <translation>%1: Tensor „%2“ steht in zwei Teildateien</translation>
    </message>
    <message>
        <source>%1 places tensor &apos;%2&apos; in &apos;%3&apos;, which lacks it; the shards do not belong to this index</source>
        <translation>%1 legt Tensor „%2“ in „%3“, wo er fehlt; die Teildateien gehören nicht zu diesem Index</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Hugging Face repo id: an id is OWNER/NAME of letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, with no &apos;..&apos; or &apos;--&apos;</source>
        <translation>„%1“ ist keine Repo-ID von Hugging Face: eine ID ist OWNER/NAME aus Buchstaben, Ziffern, „-“, „_“ und „.“, ohne „..“ oder „--“</translation>
    </message>
    <message>
        <source>%1: the revision &apos;%2&apos; is not in the cache; download it first, e.g. with hf download %1 --revision %2</source>
        <translation>%1: die Revision „%2“ ist nicht im Cache; laden Sie sie zuerst herunter, etwa mit hf download %1 --revision %2</translation>
    </message>
    <message>
        <source>the cached ref</source>
        <translation>die zwischengespeicherte Referenz</translation>
    </message>
    <message>
        <source>%1: %2 does not hold a commit hash; the cache is damaged: download the model again</source>
        <translation>%1: %2 enthält keinen Commit-Hash; der Cache ist beschädigt: laden Sie das Modell erneut herunter</translation>
    </message>
    <message>
        <source>%1: the snapshot of commit %2 is not in the cache; download the model again</source>
        <translation>%1: der Stand von Commit %2 ist nicht im Cache; laden Sie das Modell erneut herunter</translation>
    </message>
    <message>
        <source>%1: %2 in the cached snapshot points to a file that is not there; download the model again</source>
        <translation>%1: %2 im zwischengespeicherten Stand verweist auf eine Datei, die fehlt; laden Sie das Modell erneut herunter</translation>
    </message>
    <message>
        <source>%1: the cached snapshot has no config.json; download it first, e.g. with hf download %1 config.json</source>
        <translation>%1: der zwischengespeicherte Stand hat keine config.json; laden Sie sie zuerst herunter, etwa mit hf download %1 config.json</translation>
    </message>
    <message>
        <source>cannot start an HTTP transfer (libcurl)</source>
        <translation>eine HTTP-Übertragung kann nicht gestartet werden (libcurl)</translation>
    </message>
    <message>
        <source>%1: %2: the server redirected more than 10 times (a redirect loop); check HF_ENDPOINT (%3) and the proxy</source>
        <translation>%1: %2: Der Server hat mehr als 10-mal umgeleitet (eine Umleitungsschleife); prüfen Sie HF_ENDPOINT (%3) und den Proxy</translation>
    </message>
    <message>
        <source>%1 is gated: accept its conditions on its page (%2/%1) while logged in, make an access token (%2/settings/tokens) and set HF_TOKEN to it%3</source>
        <translation>%1 ist zugangsbeschränkt: Akzeptieren Sie angemeldet die Bedingungen auf seiner Seite (%2/%1), erstellen Sie ein Zugangstoken (%2/settings/tokens) und setzen Sie HF_TOKEN darauf%3</translation>
    </message>
    <message>
        <source>%1 was not found on %2, or it is private: check the repo id; for a private or gated repo set HF_TOKEN to an access token (%2/settings/tokens)</source>
        <translation>%1 wurde auf %2 nicht gefunden oder ist privat: Prüfen Sie die Repo-ID; für ein privates oder zugangsbeschränktes Repo setzen Sie HF_TOKEN auf ein Zugangstoken (%2/settings/tokens)</translation>
    </message>
    <message>
        <source>%1: %2: no such revision (branch, tag or commit)</source>
        <translation>%1: %2: keine solche Revision (Branch, Tag oder Commit)</translation>
    </message>
    <message>
        <source>%1: %2 was not found on %3: check the repo id</source>
        <translation>%1: %2 wurde auf %3 nicht gefunden: Prüfen Sie die Repo-ID</translation>
    </message>
    <message>
        <source>%1: %2: the server answered HTTP %3%4; try again later</source>
        <translation>%1: %2: Der Server antwortete mit HTTP %3%4; versuchen Sie es später erneut</translation>
    </message>
    <message>
        <source>%1: %2: %3; check the network connection and the proxy (https_proxy), then run again</source>
        <translation>%1: %2: %3; prüfen Sie die Netzwerkverbindung und den Proxy (https_proxy) und starten Sie erneut</translation>
    </message>
    <message>
        <source>%1: HF_HUB_OFFLINE is set, so nothing is downloaded; unset it to fetch the model</source>
        <translation>%1: HF_HUB_OFFLINE ist gesetzt, daher wird nichts heruntergeladen; entfernen Sie es, um das Modell zu holen</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s file list could not be read (%2); is HF_ENDPOINT (%3) a Hugging Face Hub?</source>
        <translation>%1: Die Dateiliste des Hubs konnte nicht gelesen werden (%2); ist HF_ENDPOINT (%3) ein Hugging Face Hub?</translation>
    </message>
    <message>
        <source>%1: the Hub named no commit for %2</source>
        <translation>%1: Der Hub nannte keinen Commit für %2</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s file list names &apos;%2&apos;, which is not a file of a repo</source>
        <translation>%1: Die Dateiliste des Hubs nennt „%2“, was keine Datei eines Repos ist</translation>
    </message>
    <message>
        <source>%1 has no config.json: it is not a transformers model AttentionLab can open</source>
        <translation>%1 hat keine config.json: Es ist kein transformers-Modell, das AttentionLab öffnen kann</translation>
    </message>
    <message>
        <source>%1 has its weights only as PyTorch pickles (pytorch_model.bin), which AttentionLab never opens: loading a pickle can run any code. Look for a version of the model in .safetensors (the Hub&apos;s conversion bot often offers one as a pull request, refs/pr/N)</source>
        <translation>%1 hat seine Gewichte nur als PyTorch-Pickles (pytorch_model.bin), die AttentionLab nie öffnet: Das Laden eines Pickles kann beliebigen Code ausführen. Suchen Sie eine Version des Modells in .safetensors (der Konvertierungs-Bot des Hubs bietet oft eine als Pull-Request an, refs/pr/N)</translation>
    </message>
    <message>
        <source>%1 has no model.safetensors: AttentionLab opens weights in safetensors only</source>
        <translation>%1 hat keine model.safetensors: AttentionLab öffnet Gewichte nur im safetensors-Format</translation>
    </message>
    <message>
        <source>%1: cannot make the cache folder %2: %3; set HF_HUB_CACHE to a folder you can write</source>
        <translation>%1: Der Cache-Ordner %2 kann nicht angelegt werden: %3; setzen Sie HF_HUB_CACHE auf einen beschreibbaren Ordner</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3; set HF_HUB_CACHE to a folder you can write</source>
        <translation>%1: %2 kann nicht geschrieben werden: %3; setzen Sie HF_HUB_CACHE auf einen beschreibbaren Ordner</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1: %2 kann nicht geschrieben werden: %3</translation>
    </message>
    <message>
        <source>%1: cancelled during %2; download again to resume where it stopped</source>
        <translation>%1: abgebrochen während %2; laden Sie erneut herunter, um dort fortzusetzen, wo es aufhörte</translation>
    </message>
    <message>
        <source>%1: %2 could not be written: %3; free some space (it needs %4 bytes more) and download again to resume</source>
        <translation>%1: %2 konnte nicht geschrieben werden: %3; schaffen Sie Platz (es braucht %4 Bytes mehr) und laden Sie erneut herunter, um fortzusetzen</translation>
    </message>
    <message>
        <source>%1: %2: the server sent more than the %3 bytes the Hub announced; nothing was kept; try again later</source>
        <translation>%1: %2: Der Server schickte mehr als die %3 Bytes, die der Hub angekündigt hatte; nichts wurde behalten; versuchen Sie es später erneut</translation>
    </message>
    <message>
        <source>%1: %2 stopped at %3 of %4 bytes; download again to resume</source>
        <translation>%1: %2 brach bei %3 von %4 Bytes ab; laden Sie erneut herunter, um fortzusetzen</translation>
    </message>
    <message>
        <source>%1: %2: the bytes received do not have the sha256 the Hub announced (%3); they were deleted and nothing entered the cache; download again</source>
        <translation>%1: %2: Die empfangenen Bytes haben nicht die vom Hub angekündigte sha256 (%3); sie wurden gelöscht, und nichts kam in den Cache; laden Sie erneut herunter</translation>
    </message>
    <message>
        <source>%1: cancelled after %2; download again to go on</source>
        <translation>%1: abgebrochen nach %2; laden Sie erneut herunter, um weiterzumachen</translation>
    </message>
    <message>
        <source>%1 is not in the Hugging Face cache (%2); download it with File → Get a model from Hugging Face…, or attentionlab-cli download %1</source>
        <translation>%1 ist nicht im Hugging-Face-Cache (%2); laden Sie es mit Datei → Ein Modell von Hugging Face holen … oder mit attentionlab-cli download %1 herunter</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; has %3, more than such a file ever has (%4); is it the right file?</source>
        <translation>%1 „%2“ hat %3, mehr als eine solche Datei je hat (%4); ist es die richtige Datei?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a loop of symbolic links; nothing was written — choose a file name</source>
        <translation>„%1“ ist eine Schleife symbolischer Links; nichts wurde geschrieben — wählen Sie einen Dateinamen</translation>
    </message>
    <message>
        <source>the output file&apos;s name is empty; nothing was written — name a file</source>
        <translation>der Name der Ausgabedatei ist leer; nichts wurde geschrieben — nennen Sie eine Datei</translation>
    </message>
    <message>
        <source>cannot write into the folder of &apos;%1&apos;: %2; nothing was changed</source>
        <translation>in den Ordner von „%1“ kann nicht geschrieben werden: %2; nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1: model_type must be a name such as &quot;gpt2&quot; or &quot;llama&quot;, not %2</source>
        <translation>%1: model_type muss ein Name wie &quot;gpt2&quot; oder &quot;llama&quot; sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 is empty; name the file to write — nothing was written</source>
        <translation>%1 ist leer; nennen Sie die zu schreibende Datei — nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 %2 is also this command&apos;s %3; give each output its own file — nothing was written</source>
        <translation>%1 %2 ist auch %3 dieses Befehls; geben Sie jeder Ausgabe ihre eigene Datei — nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 %2 is a file this command reads (%3 %4); choose another file — nothing was written</source>
        <translation>%1 %2 ist eine Datei, die dieser Befehl liest (%3 %4); wählen Sie eine andere Datei — nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 %2 is the same file as %3, which this command reads (%4 %5); choose another file — nothing was written</source>
        <translation>%1 %2 ist dieselbe Datei wie %3, die dieser Befehl liest (%4 %5); wählen Sie eine andere Datei — nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 %2 exists and is not an image; choose another name, or pass --force to replace it — nothing was written</source>
        <translation>%1 %2 existiert und ist kein Bild; wählen Sie einen anderen Namen oder geben Sie --force an, um sie zu ersetzen — nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>the shard index</source>
        <translation>der Index der Teildateien</translation>
    </message>
    <message>
        <source>a random model of %1 parameters</source>
        <translation>ein Zufallsmodell mit %1 Parametern</translation>
    </message>
    <message>
        <source>choose a smaller n_layer, n_embd, d_ff or vocab_size</source>
        <translation>wählen Sie kleinere Werte für n_layer, n_embd, d_ff oder vocab_size</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (a bad byte at offset %1); give it in UTF-8</source>
        <translation>der Text ist kein gültiges UTF-8 (ein fehlerhaftes Byte an Position %1); geben Sie ihn in UTF-8 an</translation>
    </message>
    <message>
        <source>&quot;step&quot; must be a whole number</source>
        <translation>&quot;step&quot; muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1: the checkpoint&apos;s step is %2; a step count is never negative — the checkpoint is corrupt</source>
        <translation>%1: der Schritt des Checkpoints ist %2; eine Schrittzahl ist nie negativ — der Checkpoint ist beschädigt</translation>
    </message>
    <message>
        <source>%1: the checkpoint is at step %2, past the run&apos;s %3 steps; give --steps larger than %2 to continue it</source>
        <translation>%1: der Checkpoint steht bei Schritt %2, nach den %3 Schritten des Laufs; geben Sie --steps größer als %2 an, um ihn fortzusetzen</translation>
    </message>
    <message>
        <source>the training text of %1 bytes</source>
        <translation>der Trainingstext von %1 Bytes</translation>
    </message>
    <message>
        <source>train on a shorter text</source>
        <translation>trainieren Sie mit einem kürzeren Text</translation>
    </message>
    <message>
        <source>training this model (%1 parameters, batches of %2)</source>
        <translation>das Training dieses Modells (%1 Parameter, Batches von %2)</translation>
    </message>
    <message>
        <source>choose a smaller model or batch_size</source>
        <translation>wählen Sie ein kleineres Modell oder eine kleinere batch_size</translation>
    </message>
    <message>
        <source>the text has %1 tokens; the model reads at most %2 (its block_size; n_positions in a Hugging Face config.json), so only the first %2 are used</source>
        <translation>der Text hat %1 Tokens; das Modell liest höchstens %2 (seine block_size; n_positions in einer Hugging-Face-config.json), daher werden nur die ersten %2 verwendet</translation>
    </message>
    <message>
        <source>the text is far longer than the model reads, at most %1 tokens (its block_size; n_positions in a Hugging Face config.json), so only the first %1 are used</source>
        <translation>der Text ist weit länger, als das Modell liest, höchstens %1 Tokens (seine block_size; n_positions in einer Hugging-Face-config.json), daher werden nur die ersten %1 verwendet</translation>
    </message>
    <message>
        <source>training diverged at step %1: %2. The weights are kept from the last good step; lower the learning rate (e.g. to %3) and try again</source>
        <translation>das Training ist bei Schritt %1 divergiert: %2. Die Gewichte des letzten guten Schritts bleiben erhalten; senken Sie die Lernrate (z. B. auf %3) und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>the number of top tokens (%1) must be 1 … %2</source>
        <translation>die Zahl der wahrscheinlichsten Tokens (%1) muss 1 … %2 sein</translation>
    </message>
    <message>
        <source>direct logit attribution needs a pre-norm model: this one normalises the stream after each sublayer, so its output is no sum of what the parts wrote</source>
        <translation>die direkte Logit-Zuordnung braucht ein Pre-Norm-Modell: dieses normalisiert den Strom nach jeder Teilschicht, daher ist seine Ausgabe keine Summe dessen, was die Teile schrieben</translation>
    </message>
    <message>
        <source>direct logit attribution reads a LayerNorm or RMSNorm as the final norm; this model&apos;s is BatchNorm</source>
        <translation>die direkte Logit-Zuordnung liest eine LayerNorm oder RMSNorm als letzte Norm; die dieses Modells ist BatchNorm</translation>
    </message>
    <message>
        <source>position %1 is outside a text of %2 tokens</source>
        <translation>Position %1 liegt außerhalb eines Textes aus %2 Tokens</translation>
    </message>
    <message>
        <source>direct logit attribution needs the model&apos;s own residual stream; switch off the experiments that bypass residuals or norms, and use a run without patches</source>
        <translation>die direkte Logit-Zuordnung braucht den eigenen Residualstrom des Modells; schalte die Experimente aus, die Residuen oder Normen umgehen, und nimm einen Lauf ohne Patches</translation>
    </message>
    <message>
        <source>a %1 patch names layer %2; this model has layers 0 … %3</source>
        <translation>ein %1-Patch nennt Schicht %2; dieses Modell hat die Schichten 0 … %3</translation>
    </message>
    <message>
        <source>a head patch names head %1 of layer %2, which has heads 0 … %3</source>
        <translation>ein Kopf-Patch nennt Kopf %1 von Schicht %2, die die Köpfe 0 … %3 hat</translation>
    </message>
    <message>
        <source>a %1 patch names position %2 of a text of %3 tokens</source>
        <translation>ein %1-Patch nennt Position %2 eines Textes aus %3 Tokens</translation>
    </message>
    <message>
        <source>patching compares two single texts, not batches</source>
        <translation>Patching vergleicht zwei einzelne Texte, keine Stapel von Sequenzen</translation>
    </message>
    <message>
        <source>the clean text has %1 tokens and the corrupted text %2; patching needs the same count, so make them differ in words of as many tokens</source>
        <translation>der saubere Text hat %1 Tokens und der verfälschte %2; Patching braucht gleich viele, also lass sie sich in Wörtern mit ebenso vielen Tokens unterscheiden</translation>
    </message>
    <message>
        <source>the answer and the wrong token are the same token; choose two different ones</source>
        <translation>Antwort und falsches Token sind dasselbe Token; wähle zwei verschiedene</translation>
    </message>
    <message>
        <source>the clean and the corrupted run give the same logit difference (%1), so no patch can restore anything; choose texts or tokens where the answer changes</source>
        <translation>der saubere und der verfälschte Lauf ergeben dieselbe Logit-Differenz (%1), also kann kein Patch etwas wiederherstellen; wähle Texte oder Tokens, bei denen sich die Antwort ändert</translation>
    </message>
    <message>
        <source>forward_layers needs a trace that holds what layer %1 reads</source>
        <translation>forward_layers braucht eine Spur, die enthält, was Schicht %1 liest</translation>
    </message>
    <message>
        <source>a %1 patch names sequence %2 of a batch of %3</source>
        <translation>ein %1-Patch nennt Sequenz %2 eines Stapels von %3</translation>
    </message>
    <message>
        <source>layer %1 has no %2 sublayer to patch</source>
        <translation>Schicht %1 hat keine %2-Teilschicht zum Patchen</translation>
    </message>
    <message>
        <source>a %1 patch holds %2 values; it needs %3</source>
        <translation>ein %1-Patch enthält %2 Werte; er braucht %3</translation>
    </message>
    <message>
        <source>%1 must be one token; &apos;%2&apos; is %3 tokens (%4)</source>
        <translation>%1 muss ein einzelnes Token sein; &apos;%2&apos; sind %3 Tokens (%4)</translation>
    </message>
    <message>
        <source>%1; with a space before it, as inside a sentence, it is one: &apos; %2&apos;</source>
        <translation>%1; mit einem Leerzeichen davor, wie im Satz, ist es eines: &apos; %2&apos;</translation>
    </message>
    <message>
        <source>the patch comes from a clean text of %1 tokens and this text has %2; patching needs the same count (Experiments → Reset, or type the clean text again)</source>
        <translation>der Patch stammt aus einem sauberen Text mit %1 Tokens, dieser Text hat %2; Patching braucht gleich viele (Experimente → Zurücksetzen, oder den sauberen Text wieder eingeben)</translation>
    </message>
    <message>
        <source>no experiment was run</source>
        <translation>es wurde kein Experiment ausgeführt</translation>
    </message>
    <message>
        <source>W_Q of head %1, transposed</source>
        <translation>W_Q von Kopf %1, transponiert</translation>
    </message>
    <message>
        <source>W_K of head %1, transposed</source>
        <translation>W_K von Kopf %1, transponiert</translation>
    </message>
    <message>
        <source>W_V of head %1, transposed</source>
        <translation>W_V von Kopf %1, transponiert</translation>
    </message>
    <message>
        <source>%1 is not a finite number the model can hold; type a number such as 0.25 (nothing was changed)</source>
        <translation>%1 ist keine endliche Zahl, die das Modell halten kann; gib eine Zahl wie 0,25 ein (nichts wurde geändert)</translation>
    </message>
    <message>
        <source>an edit of %1 names %2 %3, outside 0 … %4</source>
        <translation>eine Änderung von %1 nennt %2 %3, außerhalb von 0 … %4</translation>
    </message>
    <message>
        <source>%1 is not a number an edit can change (attn.q, attn.k, attn.v, attn.scores, attn.weights)</source>
        <translation>%1 ist keine Zahl, die eine Änderung ändern kann (attn.q, attn.k, attn.v, attn.scores, attn.weights)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>layer %1 has no self-attention to edit</source>
        <translation>Schicht %1 hat keine Selbstaufmerksamkeit zum Ändern</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>%1 is a running statistic, not a weight; it cannot be edited</source>
        <translation>%1 ist eine laufende Statistik, kein Gewicht; sie kann nicht geändert werden</translation>
    </message>
    <message>
        <source>%1 has no element (%2, %3): it is %4 × %5</source>
        <translation>%1 hat kein Element (%2, %3): es ist %4 × %5</translation>
    </message>
    <message>
        <source>this model has no weight named %1</source>
        <translation>dieses Modell hat kein Gewicht namens %1</translation>
    </message>
    <message>
        <source>%1 (Experiments → Undo the last edit, or Reset)</source>
        <translation>%1 (Experimente → Letzte Änderung zurücknehmen, oder Zurücksetzen)</translation>
    </message>
    <message>
        <source>the edit was not made</source>
        <translation>die Änderung wurde nicht vorgenommen</translation>
    </message>
    <message>
        <source>angle p·fᵢ (°)</source>
        <translation>Winkel p·fᵢ (°)</translation>
    </message>
    <message>
        <source>Width of the feed-forward layer; 0: none (an attention-only model)</source>
        <translation>Breite der Feed-Forward-Schicht; 0: keine (ein Modell nur aus Attention)</translation>
    </message>
    <message>
        <source>Q turned (head %1)</source>
        <translation>Q gedreht (Kopf %1)</translation>
    </message>
    <message>
        <source>K turned (head %1)</source>
        <translation>K gedreht (Kopf %1)</translation>
    </message>
    <message>
        <source>GPT-2</source>
        <translation>GPT-2</translation>
    </message>
    <message>
        <source>Learned positions, LayerNorm, GELU, biases, the output tied to the embedding</source>
        <translation>Gelernte Positionen, LayerNorm, GELU, Biases, die Ausgabe an das Embedding gekoppelt</translation>
    </message>
    <message>
        <source>mini-Llama</source>
        <translation>Mini-Llama</translation>
    </message>
    <message>
        <source>Rotary positions, RMSNorm, SwiGLU, two query heads per key/value head, no biases, an output of its own</source>
        <translation>Rotierende Positionen, RMSNorm, SwiGLU, zwei Query-Köpfe je Key/Value-Kopf, keine Biases, eine eigene Ausgabeschicht</translation>
    </message>
    <message>
        <source>microgpt</source>
        <translation>microgpt</translation>
    </message>
    <message>
        <source>Karpathy&apos;s microgpt: 1 layer, 16 dimensions, 4 heads, RMSNorm, ReLU, no biases</source>
        <translation>Karpathys microgpt: 1 Schicht, 16 Dimensionen, 4 Köpfe, RMSNorm, ReLU, keine Biases</translation>
    </message>
    <message>
        <source>attention only</source>
        <translation>nur Attention</translation>
    </message>
    <message>
        <source>Two layers of attention and no feed-forward (rotary positions): the smallest model that forms induction heads</source>
        <translation>Zwei Attention-Schichten ohne Feed-Forward (rotierende Positionen): das kleinste Modell, das Induktionsköpfe bildet</translation>
    </message>
    <message>
        <source>attention + MLP</source>
        <translation>Attention + MLP</translation>
    </message>
    <message>
        <source>The same two layers of attention, each followed by a feed-forward block (an MLP)</source>
        <translation>Dieselben zwei Attention-Schichten, jede gefolgt von einem Feed-Forward-Block (einem MLP)</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot; (expected one of: %2)</source>
        <translation>unbekannte Vorlage „%1“ (erwartet: eine von %2)</translation>
    </message>
    <message>
        <source>induction length (%1) must be between 2 and 16: the symbols of an example are distinct letters</source>
        <translation>die Induktionslänge (%1) muss zwischen 2 und 16 liegen: die Zeichen eines Beispiels sind verschiedene Buchstaben</translation>
    </message>
    <message>
        <source>the Hugging Face Llama layout needs %1; this model has %2 (train it with --preset mini-llama)</source>
        <translation>das Hugging-Face-Llama-Format braucht %1; dieses Modell hat %2 (trainiere es mit --preset mini-llama)</translation>
    </message>
    <message>
        <source>a causal decoder</source>
        <translation>einen kausalen Decoder</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>the norm before each sublayer</source>
        <translation>die Normierung vor jeder Teilschicht</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>rotierende Positionen</translation>
    </message>
    <message>
        <source>a feed-forward block in every layer</source>
        <translation>einen Feed-Forward-Block in jeder Schicht</translation>
    </message>
    <message>
        <source>a gated SiLU feed-forward (SwiGLU)</source>
        <translation>ein gegatetes SiLU-Feed-Forward (SwiGLU)</translation>
    </message>
    <message>
        <source>no biases (but q, k and v&apos;s)</source>
        <translation>keine Biases (außer denen von q, k und v)</translation>
    </message>
    <message>
        <source>QK-norm or q, k, v biases, not both</source>
        <translation>QK-Norm oder q-, k-, v-Biases, nicht beides</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists and is not a folder; name a new folder for the Hugging Face files</source>
        <translation>„%1“ existiert und ist kein Ordner; nenne einen neuen Ordner für die Hugging-Face-Dateien</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; is not empty; name a new or empty folder, or add --force to replace its config.json and model.safetensors</source>
        <translation>der Ordner „%1“ ist nicht leer; nenne einen neuen oder leeren Ordner, oder gib --force an, um seine config.json und model.safetensors zu ersetzen</translation>
    </message>
    <message>
        <source>cannot make the folder &apos;%1&apos;: %2</source>
        <translation>der Ordner „%1“ lässt sich nicht anlegen: %2</translation>
    </message>
    <message>
        <source>the length experiment trains copy or reverse, not &quot;%1&quot;</source>
        <translation>das Längenexperiment trainiert Kopieren oder Umkehren, nicht „%1“</translation>
    </message>
    <message>
        <source>the training length (%1) must be between 2 and 32 (it is scored up to twice that)</source>
        <translation>die Trainingslänge (%1) muss zwischen 2 und 32 liegen (bewertet wird bis zum Doppelten)</translation>
    </message>
    <message>
        <source>examples (%1) must be positive</source>
        <translation>die Beispiele (%1) müssen positiv sein</translation>
    </message>
    <message>
        <source>the length experiment needs at least one kind of position</source>
        <translation>das Längenexperiment braucht mindestens eine Art von Positionen</translation>
    </message>
    <message>
        <source>the shortest string (%1) must not be longer than the task length (%2)</source>
        <translation>die kürzeste Zeichenkette (%1) darf nicht länger sein als die Aufgabenlänge (%2)</translation>
    </message>
    <message>
        <source>a text of %1 bytes is too long to fold into lower case (at most 2 GiB)</source>
        <translation>ein Text von %1 Bytes ist zu lang, um ihn in Kleinbuchstaben umzuwandeln (höchstens 2 GiB)</translation>
    </message>
    <message>
        <source>the %1 task cannot train a model of architecture %2 (it trains: %3)</source>
        <translation>die Aufgabe %1 kann kein Modell der Architektur %2 trainieren (sie trainiert: %3)</translation>
    </message>
</context>
<context>
    <name>lesson</name>
    <message>
        <source>What does “it” mean?</source>
        <translation>Was bedeutet „it“?</translation>
    </message>
    <message>
        <source>One word, two meanings: watch attention follow the meaning of a sentence.</source>
        <translation>Ein Wort, zwei Bedeutungen: sieh zu, wie die Attention der Bedeutung eines Satzes folgt.</translation>
    </message>
    <message>
        <source>Tired</source>
        <translation>Müde</translation>
    </message>
    <message>
        <source>Which word does the last “it” attend to most?</source>
        <translation>Auf welches Wort achtet das letzte „it“ am meisten?</translation>
    </message>
    <message>
        <source>Read the last row of the heatmap: its brightest cell is the answer.</source>
        <translation>Lies die letzte Zeile der Heatmap: ihre hellste Zelle ist die Antwort.</translation>
    </message>
    <message>
        <source>Wide</source>
        <translation>Breit</translation>
    </message>
    <message>
        <source>Where does the last “it” look now?</source>
        <translation>Wohin schaut das letzte „it“ jetzt?</translation>
    </message>
    <message>
        <source>Only one word changed, at the end — and the attention of “it” moved. The head reads the adjective and decides.</source>
        <translation>Nur ein Wort am Ende hat sich geändert — und die Attention von „it“ ist gewandert. Der Kopf liest das Adjektiv und entscheidet.</translation>
    </message>
    <message>
        <source>Other heads</source>
        <translation>Andere Köpfe</translation>
    </message>
    <message>
        <source>Not every head does this. The grid shows all eight: some look at the previous word, some at &lt;bos&gt;. Try the Activations and Compare tabs with both sentences.</source>
        <translation>Nicht jeder Kopf tut das. Das Raster zeigt alle acht: manche schauen auf das vorige Wort, manche auf &lt;bos&gt;. Probiere die Reiter Aktivierungen und Vergleichen mit beiden Sätzen.</translation>
    </message>
    <message>
        <source>Masks: causal, padding, both</source>
        <translation>Masken: kausal, Padding, beides</translation>
    </message>
    <message>
        <source>What a mask hides, why, and what the model computes when you change it.</source>
        <translation>Was eine Maske verbirgt, warum, und was das Modell rechnet, wenn du sie änderst.</translation>
    </message>
    <message>
        <source>The model&apos;s own mask</source>
        <translation>Die eigene Maske des Modells</translation>
    </message>
    <message>
        <source>This character model predicts the next character, so it was trained with a &lt;b&gt;causal&lt;/b&gt; mask: a token sees itself and what came before, never what comes after. Masked cells are marked −∞ before the softmax and get weight exactly 0.</source>
        <translation>Dieses Zeichenmodell sagt das nächste Zeichen vorher, also wurde es mit einer &lt;b&gt;kausalen&lt;/b&gt; Maske trainiert: ein Token sieht sich selbst und was davor kam, nie, was danach kommt. Maskierte Zellen werden vor dem Softmax auf −∞ gesetzt und bekommen das Gewicht genau 0.</translation>
    </message>
    <message>
        <source>No mask at all</source>
        <translation>Gar keine Maske</translation>
    </message>
    <message>
        <source>Now the experiment panel&apos;s mask is &lt;b&gt;none&lt;/b&gt;: every token may look at every other, also the future. The model was never trained like this, so its weights change — and a model that sees the next character could simply copy it.</source>
        <translation>Jetzt ist die Maske im Experimentierfeld &lt;b&gt;none&lt;/b&gt;: jedes Token darf jedes andere ansehen, auch die Zukunft. So wurde das Modell nie trainiert, also ändern sich seine Gewichte — und ein Modell, das das nächste Zeichen sieht, könnte es einfach abschreiben.</translation>
    </message>
    <message>
        <source>Without the mask, can the first row&apos;s weights still be all on itself?</source>
        <translation>Können die Gewichte der ersten Zeile ohne Maske immer noch ganz auf ihr selbst liegen?</translation>
    </message>
    <message>
        <source>Yes, always</source>
        <translation>Ja, immer</translation>
    </message>
    <message>
        <source>No, they spread over later tokens too</source>
        <translation>Nein, sie verteilen sich auch auf spätere Tokens</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Padding</translation>
    </message>
    <message>
        <source>In a batch, short sentences are filled up to the longest with &lt;b&gt;padding&lt;/b&gt;. Padding is not text, so no token may attend to it. Here the valid length is 7: the characters from position 7 on (“ sat” after “the cat”) are treated as padding, and their columns are masked for every row.</source>
        <translation>In einem Batch werden kurze Sätze bis zum längsten mit &lt;b&gt;Padding&lt;/b&gt; aufgefüllt. Padding ist kein Text, also darf kein Token darauf achten. Hier ist die gültige Länge 7: die Zeichen ab Position 7 („ sat“ nach „the cat“) gelten als Padding, und ihre Spalten sind für jede Zeile maskiert.</translation>
    </message>
    <message>
        <source>Causal and padding together</source>
        <translation>Kausal und Padding zusammen</translation>
    </message>
    <message>
        <source>A decoder trained on padded batches uses both: the causal triangle and the padded columns. A cell is hidden if either mask hides it.</source>
        <translation>Ein Decoder, der mit aufgefüllten Batches trainiert wurde, nutzt beides: das kausale Dreieck und die aufgefüllten Spalten. Eine Zelle ist verborgen, wenn eine der beiden Masken sie verbirgt.</translation>
    </message>
    <message>
        <source>All seven real characters up to and including itself; the padding after it is hidden by both masks.</source>
        <translation>Alle sieben echten Zeichen bis einschließlich sich selbst; das Padding danach verbergen beide Masken.</translation>
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
        <translation>Ein aufgefüllter Batch nebeneinander</translation>
    </message>
    <message>
        <source>One attention head, end to end</source>
        <translation>Ein Attention-Kopf von A bis Z</translation>
    </message>
    <message>
        <source>Follow one head of a trained model from its Q, K and V to its output, with every number on screen.</source>
        <translation>Folge einem Kopf eines trainierten Modells von Q, K und V bis zu seiner Ausgabe, mit jeder Zahl auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>The sentence, as tokens</source>
        <translation>Der Satz, als Tokens</translation>
    </message>
    <message>
        <source>This small model was trained to work out what &lt;b&gt;“it”&lt;/b&gt; refers to. Each word of the sentence is one token; &lt;b&gt;&amp;lt;bos&amp;gt;&lt;/b&gt; marks the beginning. Every row of every matrix in this lesson is one of these tokens.</source>
        <translation>Dieses kleine Modell wurde darauf trainiert, herauszufinden, worauf sich &lt;b&gt;„it“&lt;/b&gt; bezieht. Jedes Wort des Satzes ist ein Token; &lt;b&gt;&amp;lt;bos&amp;gt;&lt;/b&gt; markiert den Anfang. Jede Zeile jeder Matrix in dieser Lektion ist eines dieser Tokens.</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>Queries, Keys und Values</translation>
    </message>
    <message>
        <source>Each token&apos;s vector is multiplied by three weight matrices. Its &lt;b&gt;query&lt;/b&gt; Q says what it is looking for, its &lt;b&gt;key&lt;/b&gt; K what it offers, its &lt;b&gt;value&lt;/b&gt; V what it will pass on. This is head 1 of layer 1: 16 numbers per token for each.</source>
        <translation>Der Vektor jedes Tokens wird mit drei Gewichtsmatrizen multipliziert. Seine &lt;b&gt;Query&lt;/b&gt; Q sagt, wonach es sucht, sein &lt;b&gt;Key&lt;/b&gt; K, was es anbietet, sein &lt;b&gt;Value&lt;/b&gt; V, was es weitergibt. Das ist Kopf 1 von Schicht 1: je 16 Zahlen pro Token.</translation>
    </message>
    <message>
        <source>Scores: Q·Kᵀ</source>
        <translation>Scores: Q·Kᵀ</translation>
    </message>
    <message>
        <source>Each score is one query row times one key row: multiply them number by number and add up. A large score means the key matches what the query looks for. &lt;b&gt;Click any cell&lt;/b&gt; to see the 16 products that make it.</source>
        <translation>Jeder Score ist eine Query-Zeile mal eine Key-Zeile: Zahl für Zahl multiplizieren und aufsummieren. Ein großer Score heißt, der Key passt zu dem, was die Query sucht. &lt;b&gt;Klicke auf eine Zelle&lt;/b&gt;, um die 16 Produkte zu sehen, aus denen sie besteht.</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Durch √d_k teilen</translation>
    </message>
    <message>
        <source>With 16 numbers per head the sums grow large; dividing by √16 = 4 keeps them in a range where the softmax still spreads its weight. Same pattern, paler colours.</source>
        <translation>Mit 16 Zahlen pro Kopf werden die Summen groß; Teilen durch √16 = 4 hält sie in einem Bereich, in dem der Softmax sein Gewicht noch verteilt. Gleiches Muster, blassere Farben.</translation>
    </message>
    <message>
        <source>The mask</source>
        <translation>Die Maske</translation>
    </message>
    <message>
        <source>This model writes text left to right, so no token may look at a later one: those scores become −∞. The upper triangle is hidden.</source>
        <translation>Das Modell schreibt von links nach rechts: kein Token darf auf ein späteres schauen, diese Scores werden −∞.</translation>
    </message>
    <message>
        <source>Itself and &lt;bos&gt; before it: everything to its right is masked.</source>
        <translation>Auf sich selbst und das &lt;bos&gt; davor: alles rechts davon ist maskiert.</translation>
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
        <translation>Softmax: Scores werden Gewichte</translation>
    </message>
    <message>
        <source>Each row is turned into weights that are positive and add up to 1. Before you look: the last token is “it”.</source>
        <translation>Jede Zeile wird zu Gewichten, die positiv sind und sich zu 1 summieren. Bevor du hinschaust: das letzte Token ist „it“.</translation>
    </message>
    <message>
        <source>Which word will the last “it” attend to most?</source>
        <translation>Worauf achtet das letzte „it“ am meisten?</translation>
    </message>
    <message>
        <source>This head learned to send “it” to the animal that was tired. Try “too wide” instead of “too tired”: the weight moves to the street.</source>
        <translation>Dieser Kopf hat gelernt, „it“ zum Tier zu schicken, das müde war. Probiere „too wide“ statt „too tired“: das Gewicht wandert zur Straße.</translation>
    </message>
    <message>
        <source>× V: mix the values</source>
        <translation>× V: die Values mischen</translation>
    </message>
    <message>
        <source>Each token&apos;s output is the average of all value rows, weighted by its row of weights. The “it” row now carries mostly what “animal” offered.</source>
        <translation>Die Ausgabe jedes Tokens ist der Durchschnitt aller Value-Zeilen, gewichtet mit seiner Zeile der Gewichte. Die „it“-Zeile trägt jetzt vor allem, was „animal“ angeboten hat.</translation>
    </message>
    <message>
        <source>All heads together</source>
        <translation>Alle Köpfe zusammen</translation>
    </message>
    <message>
        <source>The four heads ran side by side on their own 16 columns; their outputs are concatenated and mixed by W_O. Then the result is added to the token&apos;s vector (the residual) and normalised. Press → to keep walking through the layer, or Close to explore on your own.</source>
        <translation>Die vier Köpfe liefen nebeneinander auf ihren eigenen 16 Spalten; ihre Ausgaben werden verkettet und von W_O gemischt. Dann wird das Ergebnis zum Vektor des Tokens addiert (das Residuum) und normiert. Drücke →, um weiter durch die Schicht zu gehen, oder Schließen, um selbst zu erkunden.</translation>
    </message>
    <message>
        <source>Watch a model learn</source>
        <translation>Einem Modell beim Lernen zusehen</translation>
    </message>
    <message>
        <source>Train a tiny model to reverse strings and watch its attention form an anti-diagonal.</source>
        <translation>Trainiere ein winziges Modell darauf, Zeichenketten umzukehren, und sieh zu, wie seine Attention eine Gegendiagonale bildet.</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>Die Aufgabe</translation>
    </message>
    <message>
        <source>The task: read a string such as &lt;b&gt;3a7c91fb=&lt;/b&gt; and write it backwards, &lt;b&gt;bf19c7a3&lt;/b&gt;. A fresh model with random weights cannot; we will train one here, on this computer, in about a minute.</source>
        <translation>Die Aufgabe: lies eine Zeichenkette wie &lt;b&gt;3a7c91fb=&lt;/b&gt; und schreibe sie rückwärts, &lt;b&gt;bf19c7a3&lt;/b&gt;. Ein frisches Modell mit zufälligen Gewichten kann das nicht; wir trainieren hier eines, auf diesem Computer, in etwa einer Minute.</translation>
    </message>
    <message>
        <source>Before training</source>
        <translation>Vor dem Training</translation>
    </message>
    <message>
        <source>Before you press &lt;b&gt;Play&lt;/b&gt;: the attention probe on the right will show where the model looks while it writes the answer.</source>
        <translation>Bevor du &lt;b&gt;Play&lt;/b&gt; drückst: die Attention-Sonde rechts zeigt, wohin das Modell schaut, während es die Antwort schreibt.</translation>
    </message>
    <message>
        <source>To write the reversed string, where must the answer&apos;s tokens look?</source>
        <translation>Wohin müssen die Tokens der Antwort schauen, um die umgekehrte Zeichenkette zu schreiben?</translation>
    </message>
    <message>
        <source>To write the k-th character of the answer, the model must read the k-th character from the end of the input: one cell per row, running from top right to bottom left.</source>
        <translation>Um das k-te Zeichen der Antwort zu schreiben, muss das Modell das k-te Zeichen vom Ende der Eingabe lesen: eine Zelle pro Zeile, von oben rechts nach unten links.</translation>
    </message>
    <message>
        <source>At themselves (the diagonal)</source>
        <translation>Auf sich selbst (die Diagonale)</translation>
    </message>
    <message>
        <source>At the input from its end back (the anti-diagonal)</source>
        <translation>Auf die Eingabe, von ihrem Ende rückwärts (die Gegendiagonale)</translation>
    </message>
    <message>
        <source>At &lt;bos&gt; (the first column)</source>
        <translation>Auf &lt;bos&gt; (die erste Spalte)</translation>
    </message>
    <message>
        <source>Everywhere equally</source>
        <translation>Überallhin gleich</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>A fully trained model</source>
        <translation>Ein fertig trainiertes Modell</translation>
    </message>
    <message>
        <source>This is the same task on strings of six characters, trained to 100% exact matches (the shipped model), on 3a7c91 and its answer. In layer 0, every row of the answer puts almost all its weight on one input character: the anti-diagonal, sharp. If your training run finished, &lt;b&gt;Explore&lt;/b&gt; in the Train tab opens your own model the same way.</source>
        <translation>Das ist dieselbe Aufgabe mit Zeichenketten aus sechs Zeichen, trainiert bis 100 % exakte Treffer (das mitgelieferte Modell), hier an 3a7c91 und seiner Antwort. In Schicht 0 legt jede Zeile der Antwort fast ihr ganzes Gewicht auf ein Eingabezeichen: die Gegendiagonale, scharf. Wenn dein Trainingslauf fertig ist, öffnet &lt;b&gt;Erkunden&lt;/b&gt; im Reiter Training dein eigenes Modell auf dieselbe Weise.</translation>
    </message>
    <message>
        <source>What each head does</source>
        <translation>Was jeder Kopf tut</translation>
    </message>
    <message>
        <source>The grid shows all heads of both layers at once. Layer 0 finds the character to copy; layer 1&apos;s heads look at “=” and the start — they help the model know where in the answer it is.</source>
        <translation>Das Raster zeigt alle Köpfe beider Schichten auf einmal. Schicht 0 findet das zu kopierende Zeichen; die Köpfe von Schicht 1 schauen auf „=“ und den Anfang — sie helfen dem Modell zu wissen, wo in der Antwort es gerade ist.</translation>
    </message>
    <message>
        <source>Find the circuit</source>
        <translation>Den Schaltkreis finden</translation>
    </message>
    <message>
        <source>Activation patching: run the corrupted sentence with one part taken from the clean one, and find which parts carry the answer.</source>
        <translation>Activation Patching: den verfälschten Satz mit einem Teil aus dem sauberen rechnen und herausfinden, welche Teile die Antwort tragen.</translation>
    </message>
    <message>
        <source>Two sentences</source>
        <translation>Zwei Sätze</translation>
    </message>
    <message>
        <source>Clean: “…too &lt;b&gt;tired&lt;/b&gt; . it” makes the model say &lt;b&gt;animal&lt;/b&gt;. Corrupted: “…too &lt;b&gt;wide&lt;/b&gt; . it” makes it say &lt;b&gt;street&lt;/b&gt;. One word differs. Which parts of the model carry that word to the answer? Patching finds out: run the corrupted sentence, but take one activation from the clean run, and see how much of “animal” comes back.</source>
        <translation>Sauber: „…too &lt;b&gt;tired&lt;/b&gt; . it“ lässt das Modell &lt;b&gt;animal&lt;/b&gt; sagen. Verfälscht: „…too &lt;b&gt;wide&lt;/b&gt; . it“ lässt es &lt;b&gt;street&lt;/b&gt; sagen. Ein Wort ist anders. Welche Teile des Modells tragen dieses Wort zur Antwort? Patching findet es heraus: Rechne den verfälschten Satz, aber nimm eine Aktivierung aus dem sauberen Lauf, und sieh, wie viel von „animal“ zurückkommt.</translation>
    </message>
    <message>
        <source>The residual stream</source>
        <translation>Der Residualstrom</translation>
    </message>
    <message>
        <source>The Patching tab patches the residual stream entering each layer, one position at a time. A cell of 1 brings the whole clean answer back, 0 nothing.</source>
        <translation>Der Patching-Tab patcht den Residualstrom vor jeder Schicht, eine Position nach der anderen. Eine Zelle mit 1 bringt die ganze saubere Antwort zurück, 0 nichts.</translation>
    </message>
    <message>
        <source>Entering layer 0, which position brings “animal” back?</source>
        <translation>Welche Position vor Schicht 0 bringt „animal“ zurück?</translation>
    </message>
    <message>
        <source>Only “tired” differs, so entering layer 0 only its row matters. Entering layer 1, the whole difference sits at the last “it”: layer 0 moved it there.</source>
        <translation>Nur „tired“ ist anders, also zählt vor Schicht 0 nur seine Zeile. Vor Schicht 1 sitzt der ganze Unterschied beim letzten „it“: Schicht 0 hat ihn dorthin gebracht.</translation>
    </message>
    <message>
        <source>the last “it”</source>
        <translation>das letzte „it“</translation>
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
        <translation>Attention bewegt es</translation>
    </message>
    <message>
        <source>Now patch each layer&apos;s attention output instead. Layer 0&apos;s attention at the last “it” brings back all of it. Choose &lt;i&gt;each layer&apos;s feed-forward output&lt;/i&gt; in &lt;i&gt;Patch&lt;/i&gt;: almost nothing. Attention moves information between positions; a feed-forward block works on one position at a time.</source>
        <translation>Patche nun stattdessen die Attention-Ausgabe jeder Schicht. Die Attention von Schicht 0 beim letzten „it“ bringt alles zurück. Wähle bei &lt;i&gt;Patchen&lt;/i&gt; &lt;i&gt;die Feed-Forward-Ausgabe jeder Schicht&lt;/i&gt;: fast nichts. Attention bewegt Information zwischen Positionen; ein Feed-Forward-Block arbeitet an einer Position zur Zeit.</translation>
    </message>
    <message>
        <source>Which head?</source>
        <translation>Welcher Kopf?</translation>
    </message>
    <message>
        <source>Layer 0 has four heads. Patch each head&apos;s output, at every position at once.</source>
        <translation>Schicht 0 hat vier Köpfe. Patche die Ausgabe jedes Kopfes, an allen Positionen zugleich.</translation>
    </message>
    <message>
        <source>Which head of layer 0 carries the adjective?</source>
        <translation>Welcher Kopf von Schicht 0 trägt das Adjektiv?</translation>
    </message>
    <message>
        <source>Head 3 of layer 0 alone brings back 99%: it reads the adjective from the last “it”.</source>
        <translation>Kopf 3 von Schicht 0 allein bringt 99 % zurück: Er liest das Adjektiv vom letzten „it“ aus.</translation>
    </message>
    <message>
        <source>head 0</source>
        <translation>Kopf 0</translation>
    </message>
    <message>
        <source>head 1</source>
        <translation>Kopf 1</translation>
    </message>
    <message>
        <source>head 2</source>
        <translation>Kopf 2</translation>
    </message>
    <message>
        <source>head 3</source>
        <translation>Kopf 3</translation>
    </message>
    <message>
        <source>The patched run</source>
        <translation>Der gepatchte Lauf</translation>
    </message>
    <message>
        <source>This is the corrupted sentence, run with only layer 0&apos;s head 3 taken from the clean one (the badge under the sentence says so). The model answers &lt;b&gt;animal&lt;/b&gt; again. Every view shows this run: open the Attention tab, or step through it.</source>
        <translation>Das ist der verfälschte Satz, gerechnet mit nur Kopf 3 von Schicht 0 aus dem sauberen (das Schild unter dem Satz sagt es). Das Modell antwortet wieder &lt;b&gt;animal&lt;/b&gt;. Jede Ansicht zeigt diesen Lauf: Öffne den Attention-Tab oder gehe ihn Schritt für Schritt durch.</translation>
    </message>
    <message>
        <source>What each part adds</source>
        <translation>Was jeder Teil beiträgt</translation>
    </message>
    <message>
        <source>Back to the clean sentence. The last choice of &lt;i&gt;Patch&lt;/i&gt; splits the logit of “animal” minus that of “street” into what each part writes directly; the bars add up to the total. Layer 1&apos;s heads write most of it, reading what layer 0&apos;s head 3 moved to “it”: a circuit of two steps.</source>
        <translation>Zurück zum sauberen Satz. Die letzte Wahl bei &lt;i&gt;Patchen&lt;/i&gt; teilt das Logit von „animal“ minus das von „street“ in das, was jeder Teil direkt schreibt; die Balken ergeben zusammen die Summe. Die Köpfe von Schicht 1 schreiben das meiste und lesen dabei, was Kopf 3 von Schicht 0 zum „it“ gebracht hat: ein Schaltkreis aus zwei Schritten.</translation>
    </message>
    <message>
        <source>Which layer knows the answer?</source>
        <translation>Welche Schicht kennt die Antwort?</translation>
    </message>
    <message>
        <source>The logit lens: read the model&apos;s prediction after every layer and see where the answer forms.</source>
        <translation>Die Logit-Linse: die Vorhersage des Modells nach jeder Schicht lesen und sehen, wo die Antwort entsteht.</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <source>The model reads “…because it was too tired . it” and predicts the next word: &lt;b&gt;animal&lt;/b&gt;, almost certainly. The answer comes out at the end. But where inside the model does it form?</source>
        <translation>Das Modell liest „…because it was too tired . it“ und sagt das nächste Wort voraus: &lt;b&gt;animal&lt;/b&gt;, fast sicher. Die Antwort kommt am Ende heraus. Aber wo im Modell entsteht sie?</translation>
    </message>
    <message>
        <source>The logit lens</source>
        <translation>Die Logit-Linse</translation>
    </message>
    <message>
        <source>The logit lens sends the residual stream at each layer boundary straight to the output, through the final norm and the unembedding. The first row is the embeddings alone, each row below adds a layer, and the last row is the model&apos;s own prediction.</source>
        <translation>Die Logit-Linse schickt den Residualstrom an jeder Schichtgrenze direkt zur Ausgabe, durch die letzte Norm und die Rück-Einbettung. Die erste Zeile sind die Einbettungen allein, jede Zeile darunter fügt eine Schicht hinzu, die letzte Zeile ist die eigene Vorhersage des Modells.</translation>
    </message>
    <message>
        <source>At which row does “animal” first become the most likely word at the last “it”?</source>
        <translation>In welcher Zeile wird „animal“ beim letzten „it“ zuerst das wahrscheinlichste Wort?</translation>
    </message>
    <message>
        <source>After layer 0 the stream at “it” still predicts another word: the model has not decided. Layer 1 writes “animal” in: in this two-layer model the answer forms in its last layer.</source>
        <translation>Nach Schicht 0 sagt der Strom bei „it“ noch ein anderes Wort voraus: Das Modell hat sich nicht entschieden. Schicht 1 schreibt „animal“ hinein: In diesem Modell mit zwei Schichten entsteht die Antwort in der letzten.</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>Einbettungen</translation>
    </message>
    <message>
        <source>after layer 0</source>
        <translation>nach Schicht 0</translation>
    </message>
    <message>
        <source>after layer 1</source>
        <translation>nach Schicht 1</translation>
    </message>
    <message>
        <source>Change one word, &lt;b&gt;tired&lt;/b&gt; to &lt;b&gt;wide&lt;/b&gt;: the last row now says &lt;b&gt;street&lt;/b&gt;, and again only after layer 1. The rows above it look alike for both sentences: the early layers gather words, the last one decides.</source>
        <translation>Ändere ein Wort, &lt;b&gt;tired&lt;/b&gt; zu &lt;b&gt;wide&lt;/b&gt;: Die letzte Zeile sagt jetzt &lt;b&gt;street&lt;/b&gt;, und wieder erst nach Schicht 1. Die Zeilen darüber sehen für beide Sätze gleich aus: Die frühen Schichten sammeln Wörter, die letzte entscheidet.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Type &lt;b&gt;animal&lt;/b&gt; into &lt;i&gt;Follow a token&lt;/i&gt;: each cell is coloured by that word&apos;s probability, and the layer where it appears stands out. Try your own sentence pair, or GPT-2 from File → Get a model from Hugging Face…: there the answer often appears a few layers before the end.</source>
        <translation>Gib &lt;b&gt;animal&lt;/b&gt; bei &lt;i&gt;Einem Token folgen&lt;/i&gt; ein: Jede Zelle wird nach der Wahrscheinlichkeit dieses Wortes gefärbt, und die Schicht, in der es auftaucht, fällt auf. Probiere ein eigenes Satzpaar, oder GPT-2 über Datei → Ein Modell von Hugging Face holen …: Dort erscheint die Antwort oft ein paar Schichten vor dem Ende.</translation>
    </message>
    <message>
        <source>What if?</source>
        <translation>Was wäre, wenn?</translation>
    </message>
    <message>
        <source>Layer 0&apos;s head 3 again, on the clean sentence, with one number typed by hand: the last “it” reads “tired” with weight 0.3 instead of 0.96 (the framed cell; the badge under the sentence says so). The model still says &lt;b&gt;animal&lt;/b&gt;. Double-click the framed number and type 0, then −1, and look at the Output tab each time; &lt;i&gt;Experiments → Undo the last edit&lt;/i&gt; takes an edit back.</source>
        <translation>Wieder Kopf 3 von Schicht 0, auf dem sauberen Satz, mit einer von Hand eingetippten Zahl: das letzte „it“ liest „tired“ mit Gewicht 0,3 statt 0,96 (die umrahmte Zelle; das Schild unter dem Satz sagt es). Das Modell sagt weiterhin &lt;b&gt;animal&lt;/b&gt;. Doppelklicke die umrahmte Zahl und tippe 0, dann −1, und sieh jedes Mal in den Tab Ausgabe; &lt;i&gt;Experimente → Letzte Änderung zurücknehmen&lt;/i&gt; nimmt eine Änderung zurück.</translation>
    </message>
    <message>
        <source>With that weight at −1, what does the model say after the last “it”?</source>
        <translation>Was sagt das Modell nach dem letzten „it“, wenn dieses Gewicht −1 ist?</translation>
    </message>
    <message>
        <source>At 0 the head carries nothing of “tired” and the model is lost (it predicts the end of the text); at −1 it carries the opposite of “tired”, and the model says &lt;b&gt;street&lt;/b&gt;, the answer to “too wide”. One number of one head decides between the two readings.</source>
        <translation>Bei 0 trägt der Kopf nichts von „tired“, und das Modell ist verloren (es sagt das Ende des Textes voraus); bei −1 trägt er das Gegenteil von „tired“, und das Modell sagt &lt;b&gt;street&lt;/b&gt;, die Antwort auf „too wide“. Eine Zahl eines Kopfes entscheidet zwischen den beiden Lesarten.</translation>
    </message>
    <message>
        <source>nothing it knows (end of text)</source>
        <translation>nichts, was es kennt (Textende)</translation>
    </message>
    <message>
        <source>GPT-2: where does the answer form?</source>
        <translation>GPT-2: Wo entsteht die Antwort?</translation>
    </message>
    <message>
        <source>GPT-2 small from Hugging Face: the logit lens, patching and attribution on a fact it knows (the city of the Eiffel Tower).</source>
        <translation>GPT-2 small von Hugging Face: Logit-Linse, Patching und Attribution an einer Tatsache, die es kennt (die Stadt des Eiffelturms).</translation>
    </message>
    <message>
        <source>GPT-2 reads a sentence</source>
        <translation>GPT-2 liest einen Satz</translation>
    </message>
    <message>
        <source>GPT-2 small, from Hugging Face (about 550 MB; when it is not on this computer the lesson offers to download it): 12 layers of 12 heads, trained on web text. It reads &lt;i&gt;The Eiffel Tower is in the city of&lt;/i&gt;, and the Output tab shows the tokens it expects next. Which layer puts its answer there?</source>
        <translation>GPT-2 small, von Hugging Face (etwa 550 MB; fehlt es auf diesem Computer, bietet die Lektion den Download an): 12 Schichten mit je 12 Köpfen, trainiert auf Webtext. Es liest &lt;i&gt;The Eiffel Tower is in the city of&lt;/i&gt;, und der Tab Ausgabe zeigt die Tokens, die es als nächste erwartet. Welche Schicht legt seine Antwort dorthin?</translation>
    </message>
    <message>
        <source>Layer by layer</source>
        <translation>Schicht für Schicht</translation>
    </message>
    <message>
        <source>The logit lens reads GPT-2&apos;s stream after each of its 12 layers as if it were the last. In the last column (“ of”), the early rows guess words that often follow “of”. Find the first row whose top token is the Output tab&apos;s answer, then type that token, with its leading space, into &lt;i&gt;Follow a token&lt;/i&gt;: every cell is coloured by its probability, and the layers that write the answer stand out.</source>
        <translation>Die Logit-Linse liest den Strom von GPT-2 nach jeder seiner 12 Schichten, als wäre sie die letzte. In der letzten Spalte („ of“) raten die frühen Zeilen Wörter, die oft auf „of“ folgen. Finde die erste Zeile, deren oberstes Token die Antwort des Tabs Ausgabe ist, und tippe dieses Token mit seinem führenden Leerzeichen in &lt;i&gt;Einem Token folgen&lt;/i&gt;: jede Zelle wird nach seiner Wahrscheinlichkeit gefärbt, und die Schichten, die die Antwort schreiben, fallen auf.</translation>
    </message>
    <message>
        <source>Which positions carry the fact?</source>
        <translation>Welche Positionen tragen die Tatsache?</translation>
    </message>
    <message>
        <source>“The Colosseum is in the city of” has as many tokens (10), so the Patching tab runs it with one piece of the Eiffel Tower&apos;s run put back: each cell is the residual stream entering a layer at one position, 1 when it brings the whole answer back. Look for the bright cells: on the tokens of “Eiffel Tower” in the early layers, on the last position in the late ones? Between the two, the fact travels from the subject to the end of the sentence. Each grid takes GPT-2 a few seconds.</source>
        <translation>„The Colosseum is in the city of“ hat gleich viele Tokens (10), also lässt der Tab Patching ihn mit einem zurückgesetzten Stück des Laufs des Eiffelturms laufen: jede Zelle ist der Residualstrom, der an einer Position in eine Schicht eintritt, 1, wenn er die ganze Antwort zurückbringt. Suche die hellen Zellen: auf den Tokens von „Eiffel Tower“ in den frühen Schichten, auf der letzten Position in den späten? Dazwischen wandert die Tatsache vom Subjekt zum Ende des Satzes. Jedes Raster braucht bei GPT-2 ein paar Sekunden.</translation>
    </message>
    <message>
        <source>Heads and blocks</source>
        <translation>Köpfe und Blöcke</translation>
    </message>
    <message>
        <source>What each of GPT-2&apos;s 144 heads and 12 feed-forward blocks writes directly towards its answer and against the Colosseum&apos;s: the 23 largest bars are drawn, the rest are one, and together they add up to the total. Choose &lt;i&gt;each head&apos;s output&lt;/i&gt; in &lt;i&gt;Patch&lt;/i&gt; to see which heads alone bring the answer back, and click one to run the Colosseum sentence with it.</source>
        <translation>Was jeder der 144 Köpfe und 12 Feed-Forward-Blöcke von GPT-2 direkt für seine Antwort und gegen die des Kolosseums schreibt: die 23 größten Balken werden gezeichnet, der Rest ist einer, und zusammen ergeben sie die Summe. Wähle &lt;i&gt;die Ausgabe jedes Kopfes&lt;/i&gt; unter &lt;i&gt;Patchen&lt;/i&gt;, um zu sehen, welche Köpfe allein die Antwort zurückbringen, und klicke einen an, um den Satz mit dem Kolosseum damit laufen zu lassen.</translation>
    </message>
    <message>
        <source>“The animal didn&apos;t cross the street because &lt;b&gt;it&lt;/b&gt; was too tired.” Who was tired? You know: the animal. This model was trained on sentences like this one. Predict before you look (layer 1, head 1); your answer opens the heatmap.</source>
        <translation>„The animal didn&apos;t cross the street because &lt;b&gt;it&lt;/b&gt; was too tired.“ (… weil &lt;b&gt;es&lt;/b&gt; zu müde war.) Wer war müde? Das Tier. Das Modell wurde mit solchen Sätzen trainiert. Sag es voraus, bevor du hinsiehst (Schicht 1, Kopf 1); die Antwort öffnet die Heatmap.</translation>
    </message>
    <message>
        <source>Change one word: “…because it was too &lt;b&gt;wide&lt;/b&gt;.” What was too wide? Predict again before you look.</source>
        <translation>Ändere ein Wort: „…because it was too &lt;b&gt;wide&lt;/b&gt;.“ (…weil sie zu breit war.) Was war zu breit? Sag es wieder voraus, bevor du hinsiehst.</translation>
    </message>
    <message>
        <source>Row 0 now sees all 11 characters, and the softmax gives each some weight.</source>
        <translation>Zeile 0 sieht jetzt alle 11 Zeichen, und der Softmax gibt jedem etwas Gewicht.</translation>
    </message>
    <message>
        <source>How many keys does the last real character (“t”, row 6) see?</source>
        <translation>Wie viele Keys sieht das letzte echte Zeichen („t“, Zeile 6)?</translation>
    </message>
    <message>
        <source>The Compare tab runs a second sentence of a different length beside the first, each with the model&apos;s own causal mask (the padding experiment is off: one valid length for both sentences would hide real tokens of the longer one). In one batch the shorter would be filled with padding up to the longer&apos;s length, and a padding mask with its own valid length would keep every token from attending to the filler. Close the lesson and try valid lengths in the experiment panel.</source>
        <translation>Der Reiter Vergleichen rechnet einen zweiten Satz anderer Länge neben dem ersten, jeden mit der eigenen kausalen Maske des Modells (das Padding-Experiment ist aus: eine gültige Länge für beide Sätze würde echte Tokens des längeren verdecken). In einem Batch würde der kürzere bis zur Länge des längeren mit Padding aufgefüllt, und eine Padding-Maske mit seiner eigenen gültigen Länge würde jedes Token davon abhalten, auf die Füllung zu achten. Schließe die Lektion und probiere gültige Längen im Experimentierfeld.</translation>
    </message>
    <message>
        <source>How many tokens can the first “the” (row 1) look at?</source>
        <translation>Auf wie viele Tokens kann das erste „the“ (Zeile 1) schauen?</translation>
    </message>
    <message>
        <source>How a model copies: induction heads</source>
        <translation>Kopieren mit Induktionsköpfen</translation>
    </message>
    <message>
        <source>Two layers of attention, no feed-forward: a previous-letter head and an induction head copy what came before.</source>
        <translation>Zwei Attention-Schichten, kein Feed-Forward: ein Vorgänger-Kopf und ein Induktionskopf kopieren, was schon da war.</translation>
    </message>
    <message>
        <source>A repeat</source>
        <translation>Eine Wiederholung</translation>
    </message>
    <message>
        <source>Random letters, a word, its repeat: &lt;b&gt;cq planet plane&lt;/b&gt;. In the repeat, each next letter is the one that followed the same letter before. This model has just two layers of attention. What will it say next?</source>
        <translation>Zufällige Buchstaben, ein Wort, seine Wiederholung: &lt;b&gt;cq planet plane&lt;/b&gt;. In der Wiederholung ist jeder nächste Buchstabe der, der vorher auf denselben Buchstaben folgte. Dieses Modell hat nur zwei Attention-Schichten. Was sagt es als Nächstes?</translation>
    </message>
    <message>
        <source>Which letter comes after “cqplanetplane”?</source>
        <translation>Welcher Buchstabe folgt auf „cqplanetplane“?</translation>
    </message>
    <message>
        <source>It copies: after “plane” came “t” the first time. The Output tab shows how sure it is.</source>
        <translation>Es kopiert: Beim ersten Mal folgte auf „plane“ ein „t“. Der Reiter Ausgabe zeigt, wie sicher es ist.</translation>
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
        <translation>Schicht 0: der Vorgänger</translation>
    </message>
    <message>
        <source>Each letter looks at the one just before it: a previous-token head. It writes “the letter before me” into every position. The position of “t” now also says “after e”.</source>
        <translation>Jeder Buchstabe schaut auf den direkt davor: ein Vorgänger-Kopf. Er schreibt „der Buchstabe vor mir“ in jede Position. Die Position von „t“ sagt jetzt auch „nach e“.</translation>
    </message>
    <message>
        <source>Layer 1: the induction head</source>
        <translation>Schicht 1: der Induktionskopf</translation>
    </message>
    <message>
        <source>It looks at “t”, the letter after the first “e”, and copies it into the prediction. Query “I am e” meets key “the letter before me was e”: an induction head.</source>
        <translation>Es schaut auf „t“, den Buchstaben nach dem ersten „e“, und kopiert ihn in die Vorhersage. Query „ich bin e“ trifft Key „vor mir stand e“: ein Induktionskopf.</translation>
    </message>
    <message>
        <source>A stripe beside the diagonal</source>
        <translation>Ein Streifen neben der Diagonale</translation>
    </message>
    <message>
        <source>Every letter of the repeat looks one place after its first occurrence: a bright stripe parallel to the diagonal, as long as the repeat. Type your own letters (a to z), then some of them again, and watch the stripe follow.</source>
        <translation>Jeder Buchstabe der Wiederholung schaut eine Stelle hinter sein erstes Vorkommen: ein heller Streifen parallel zur Diagonale, so lang wie die Wiederholung. Tippe eigene Buchstaben (a bis z), dann einige davon noch einmal, und sieh, wie der Streifen folgt.</translation>
    </message>
    <message>
        <source>Watch it form</source>
        <translation>Sieh zu, wie er entsteht</translation>
    </message>
    <message>
        <source>To copy, the model must find the earlier “e” and read the letter after it, but a key holds only its own letter. Layer 0&apos;s head 3 does the first half.</source>
        <translation>Zum Kopieren muss das Modell das frühere „e“ finden und den Buchstaben danach lesen, doch ein Key kennt nur seinen eigenen. Kopf 3 von Schicht 0 macht die erste Hälfte.</translation>
    </message>
    <message>
        <source>In layer 0, head 3, what does the last “e” attend to most?</source>
        <translation>Worauf achtet das letzte „e“ in Schicht 0, Kopf 3 am meisten?</translation>
    </message>
    <message>
        <source>Layer 1&apos;s head 0 reads what layer 0 wrote. The last “e” asks: where was the letter after an “e”?</source>
        <translation>Kopf 0 von Schicht 1 liest, was Schicht 0 geschrieben hat. Das letzte „e“ fragt: Wo stand der Buchstabe nach einem „e“?</translation>
    </message>
    <message>
        <source>In layer 1, head 0, what does the last “e” attend to most?</source>
        <translation>Worauf achtet das letzte „e“ in Schicht 1, Kopf 0 am meisten?</translation>
    </message>
    <message>
        <source>Positions on longer inputs</source>
        <translation>Positionen bei längeren Eingaben</translation>
    </message>
    <message>
        <source>A learned table, sines and cosines, rotary positions or none: which copes with strings longer than any it saw?</source>
        <translation>Eine gelernte Tabelle, Sinus und Kosinus, rotierende Positionen oder keine: Welche kommt mit Zeichenketten zurecht, die länger sind als alle gesehenen?</translation>
    </message>
    <message>
        <source>A table of positions</source>
        <translation>Eine Tabelle von Positionen</translation>
    </message>
    <message>
        <source>This model adds a learned row to each token: row p is what “at position p” means to it, trained like any weight. It has 64 rows; a 65th token would have none, and a row that training rarely reached means little.</source>
        <translation>Dieses Modell addiert zu jedem Token eine gelernte Zeile: Zeile p ist, was „an Position p“ für es bedeutet, trainiert wie jedes Gewicht. Es hat 64 Zeilen; ein 65. Token hätte keine, und eine Zeile, die das Training selten erreichte, bedeutet wenig.</translation>
    </message>
    <message>
        <source>Turning instead of adding</source>
        <translation>Drehen statt addieren</translation>
    </message>
    <message>
        <source>Rotary positions (RoPE, in Llama and Qwen) add nothing: every query and key is turned by an angle that grows with its position, so a score depends on how far apart two tokens are. Every position has an angle, trained or not.</source>
        <translation>Rotierende Positionen (RoPE, in Llama und Qwen) addieren nichts: Jede Query und jeder Key wird um einen Winkel gedreht, der mit der Position wächst, so hängt ein Score davon ab, wie weit zwei Tokens auseinander liegen. Jede Position hat einen Winkel, trainiert oder nicht.</translation>
    </message>
    <message>
        <source>Longer than ever seen</source>
        <translation>Länger als je gesehen</translation>
    </message>
    <message>
        <source>No positions at all: a causal model can count the tokens it sees. Rotary positions come next, the learned table last (it has no trained row for a 9th letter). None copies a whole longer string exactly. Press Train and test to check (a minute or two).</source>
        <translation>Ganz ohne Positionen: Ein kausales Modell kann die Tokens zählen, die es sieht. Rotierende Positionen folgen, die gelernte Tabelle ist letzte (sie hat keine trainierte Zeile für einen 9. Buchstaben). Keines kopiert eine ganze längere Zeichenkette exakt. Drücke Trainieren und testen zum Nachprüfen (ein, zwei Minuten).</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>gelernt</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>sinusförmig</translation>
    </message>
    <message>
        <source>rotary</source>
        <translation>rotierend</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Why RoPE, then?</source>
        <translation>Warum dann RoPE?</translation>
    </message>
    <message>
        <source>Not for length alone. A turn keeps every vector&apos;s length and lets the scores see distances instead of places, which trains well; longer contexts come from training on longer texts and stretching θ (Llama 3.1&apos;s scaling, which this app computes). Try reverse, or another L, in the window.</source>
        <translation>Nicht wegen der Länge allein. Eine Drehung erhält die Länge jedes Vektors und lässt die Scores Abstände statt Orte sehen, was gut trainiert; längere Kontexte kommen vom Training an längeren Texten und vom Strecken von θ (Llamas 3.1-Skalierung, die diese App berechnet). Probiere im Fenster Umkehren oder ein anderes L.</translation>
    </message>
    <message>
        <source>Four models learned to copy 1 to 8 letters: with a learned table, with sines and cosines, with rotary positions, with none at all. Now each gets 9 letters.</source>
        <translation>Vier Modelle lernten, 1 bis 8 Buchstaben zu kopieren: mit gelernter Tabelle, mit Sinus und Kosinus, mit rotierenden und ganz ohne Positionen. Jetzt bekommt jedes 9 Buchstaben.</translation>
    </message>
    <message>
        <source>Which gets the most of 9 letters right?</source>
        <translation>Welches trifft bei 9 Buchstaben die meisten?</translation>
    </message>
    <message>
        <source>Press Play. In slow motion, 20 steps a second: for about a hundred steps the loss stays flat, every letter a guess. Then it starts to fall, and the run pauses itself there: the phase change. Play on, and in the Induction heads chart both scores jump together. Set the probe to layer 1 to watch the stripe appear, or drag the slider under it back to replay.</source>
        <translation>Drücken Sie Abspielen. In Zeitlupe, 20 Schritte pro Sekunde: Etwa hundert Schritte lang bleibt der Verlust flach, jeder Buchstabe ist geraten. Dann beginnt er zu fallen, und der Lauf hält dort von selbst an: der Phasenwechsel. Spielen Sie weiter, und im Diagramm Induktionsköpfe springen beide Werte gleichzeitig. Stellen Sie die Sonde auf Schicht 1, um den Streifen entstehen zu sehen, oder ziehen Sie den Regler darunter zurück, um es zu wiederholen.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;▶ Play&lt;/b&gt; in the Train tab. It trains in slow motion, 20 steps a second, and the probe shows every step; it pauses by itself when the loss starts to fall steeply, around step 60 — the moment the anti-diagonal forms. Drag the slider under the probe back to replay it, then Play on (at full speed if you like).</source>
        <translation>Drücken Sie im Reiter Training auf &lt;b&gt;▶ Abspielen&lt;/b&gt;. Es trainiert in Zeitlupe, 20 Schritte pro Sekunde, und die Sonde zeigt jeden Schritt; es hält von selbst an, wenn der Verlust steil zu fallen beginnt, um Schritt 60 — der Moment, in dem sich die Antidiagonale bildet. Ziehen Sie den Regler unter der Sonde zurück, um es zu wiederholen, und spielen Sie dann weiter (gern mit voller Geschwindigkeit).</translation>
    </message>
</context>
<context>
    <name>ui</name>
    <message>
        <source>&amp;Character language model (shipped default)</source>
        <translation>&amp;Zeichen-Sprachmodell (mitgeliefert, Standard)</translation>
    </message>
    <message>
        <source>C&amp;oreference: what does “it” mean?</source>
        <translation>K&amp;oreferenz: was bedeutet „it“?</translation>
    </message>
    <message>
        <source>Reverse a string (&amp;encoder–decoder)</source>
        <translation>Zeichenkette umkehren (&amp;Encoder–Decoder)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>is missing: the question to ask</source>
        <translation>fehlt: die zu stellende Frage</translation>
    </message>
    <message>
        <source>must be &quot;token&quot; or &quot;choice&quot;, not &quot;%1&quot;</source>
        <translation>muss „token“ oder „choice“ sein, nicht „%1“</translation>
    </message>
    <message>
        <source>needs at least two choices</source>
        <translation>braucht mindestens zwei Antwortmöglichkeiten</translation>
    </message>
    <message>
        <source>must be the index of one of the %1 choices</source>
        <translation>muss der Index einer der %1 Antwortmöglichkeiten sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the choices</source>
        <translation>„%1“ ist keine der Antwortmöglichkeiten</translation>
    </message>
    <message>
        <source>is missing: a piece, a choice, a choice&apos;s index or {&quot;most_attended_by&quot;: PIECE}</source>
        <translation>fehlt: ein Stück, eine Antwortmöglichkeit, deren Index oder {&quot;most_attended_by&quot;: STÜCK}</translation>
    </message>
    <message>
        <source>most_attended_by needs &quot;kind&quot;: &quot;token&quot;</source>
        <translation>most_attended_by braucht &quot;kind&quot;: &quot;token&quot;</translation>
    </message>
    <message>
        <source>must be an object of state keys</source>
        <translation>muss ein Objekt aus Zustandsschlüsseln sein</translation>
    </message>
    <message>
        <source>Stop %1</source>
        <translation>Station %1</translation>
    </message>
    <message>
        <source>Stop %1 (“%2”)</source>
        <translation>Station %1 („%2“)</translation>
    </message>
    <message>
        <source>%1, field “%2”: %3</source>
        <translation>%1, Feld „%2“: %3</translation>
    </message>
    <message>
        <source>not valid JSON: %1 (at character %2)</source>
        <translation>kein gültiges JSON: %1 (bei Zeichen %2)</translation>
    </message>
    <message>
        <source>not an AttentionLab lesson (its &quot;format&quot; must be &quot;attentionlab-lesson&quot;)</source>
        <translation>keine AttentionLab-Lektion (ihr &quot;format&quot; muss &quot;attentionlab-lesson&quot; sein)</translation>
    </message>
    <message>
        <source>lesson format version %1 is newer than this AttentionLab reads (1)</source>
        <translation>das Lektionsformat Version %1 ist neuer, als dieses AttentionLab lesen kann (1)</translation>
    </message>
    <message>
        <source>field “title” is missing</source>
        <translation>das Feld „title“ fehlt</translation>
    </message>
    <message>
        <source>models, “%1”: safetensors_base64 is missing or not base64</source>
        <translation>models, „%1“: safetensors_base64 fehlt oder ist kein Base64</translation>
    </message>
    <message>
        <source>field “stops” is missing or empty: a lesson needs at least one stop</source>
        <translation>das Feld „stops“ fehlt oder ist leer: eine Lektion braucht mindestens eine Station</translation>
    </message>
    <message>
        <source>is missing: what the stop says</source>
        <translation>fehlt: was die Station sagt</translation>
    </message>
    <message>
        <source>is not a state key (%1)</source>
        <translation>ist kein Zustandsschlüssel (%1)</translation>
    </message>
    <message>
        <source>is missing: the first stop chooses the model</source>
        <translation>fehlt: die erste Station wählt das Modell</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Encoder</source>
        <translation>Encoder</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>Decoder</source>
        <translation>Decoder</translation>
    </message>
    <message>
        <source>Encoder output</source>
        <translation>Encoder-Ausgabe</translation>
    </message>
    <message>
        <source>E = Norm(x)</source>
        <translation>E = Norm(x)</translation>
    </message>
    <message>
        <source>The last encoder layer&apos;s output, normalised: E, one row per source token. Every decoder layer&apos;s cross-attention takes its keys and values from this matrix.</source>
        <translation>Die Ausgabe der letzten Encoder-Schicht, normiert: E, eine Zeile pro Quell-Token. Die Cross-Attention jeder Decoder-Schicht nimmt ihre Keys und Values aus dieser Matrix.</translation>
    </message>
    <message>
        <source>Here the tokens are the source, which the encoder reads.</source>
        <translation>Hier sind die Tokens die Quelle, die der Encoder liest.</translation>
    </message>
    <message>
        <source>The encoder reads the whole source at once, in both directions: there is no causal mask. Only padding after the source&apos;s valid length is hidden (hatched), so every real token may attend to every other.</source>
        <translation>Der Encoder liest die ganze Quelle auf einmal, in beide Richtungen: es gibt keine kausale Maske. Nur das Padding nach der gültigen Länge der Quelle ist verborgen (schraffiert), sodass jedes echte Token auf jedes andere achten darf.</translation>
    </message>
    <message>
        <source>The feed-forward output joins the residual stream; this is the encoder layer&apos;s output and the next encoder layer&apos;s input.</source>
        <translation>Die Feed-Forward-Ausgabe kommt in den Residualstrom; das ist die Ausgabe der Encoder-Schicht und die Eingabe der nächsten Encoder-Schicht.</translation>
    </message>
    <message>
        <source>the encoder&apos;s output</source>
        <translation>der Ausgabe des Encoders</translation>
    </message>
    <message>
        <source>the same tokens</source>
        <translation>denselben Tokens</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>text → ids → one-hot rows</source>
        <translation>Text → IDs → One-Hot-Zeilen</translation>
    </message>
    <message>
        <source>The text is split into tokens, and each token becomes an id in the vocabulary. A one-hot row has a single 1 in that token&apos;s column; the model never sees letters, only these ids.</source>
        <translation>Der Text wird in Tokens zerlegt, und jedes Token wird zu einer ID im Vokabular. Eine One-Hot-Zeile hat eine einzige 1 in der Spalte dieses Tokens; das Modell sieht nie Buchstaben, nur diese IDs.</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>Embedding</translation>
    </message>
    <message>
        <source>X = onehot · W&lt;sub&gt;E&lt;/sub&gt;</source>
        <translation>X = onehot · W&lt;sub&gt;E&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Each id picks one row of the embedding table, a learned vector of n_embd numbers. Tokens that behave alike end up with similar rows.</source>
        <translation>Jede ID wählt eine Zeile der Embedding-Tabelle, einen gelernten Vektor aus n_embd Zahlen. Tokens, die sich ähnlich verhalten, bekommen ähnliche Zeilen.</translation>
    </message>
    <message>
        <source>+ Positional encoding</source>
        <translation>+ Positionskodierung</translation>
    </message>
    <message>
        <source>X ← X + P</source>
        <translation>X ← X + P</translation>
    </message>
    <message>
        <source>Attention alone does not know the order of tokens. Adding a position vector to each row tells the model where each token stands.</source>
        <translation>Attention allein kennt die Reihenfolge der Tokens nicht. Ein Positionsvektor, zu jeder Zeile addiert, sagt dem Modell, wo jedes Token steht.</translation>
    </message>
    <message>
        <source>Cross Q, K, V</source>
        <translation>Cross-Q, K, V</translation>
    </message>
    <message>
        <source>Q, K, V</source>
        <translation>Q, K, V</translation>
    </message>
    <message>
        <source>Q = X·W&lt;sub&gt;Q&lt;/sub&gt;,  K = %1·W&lt;sub&gt;K&lt;/sub&gt;,  V = %1·W&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X·W&lt;sub&gt;Q&lt;/sub&gt;,  K = %1·W&lt;sub&gt;K&lt;/sub&gt;,  V = %1·W&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Three learned projections of each row: the query asks, the key answers, the value carries the message. Each head uses its own slice of the columns. Keys and values come from %1.</source>
        <translation>Drei gelernte Projektionen jeder Zeile: die Query fragt, der Key antwortet, der Value trägt die Botschaft. Jeder Kopf nutzt seinen eigenen Ausschnitt der Spalten. Keys und Values kommen aus %1.</translation>
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
        <translation>Jede Query wird per Skalarprodukt mit jedem Key verglichen: eine Zeile pro Query, eine Spalte pro Key. Ein großer Score heißt, der Key passt zu dem, was die Query fragt.</translation>
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
        <translation>Skalarprodukte langer Vektoren wachsen mit ihrer Länge. Teilen durch die Wurzel der Kopfgröße hält die Scores in einem Bereich, in dem der Softmax sein Gewicht noch verteilen kann.</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>S&lt;sub&gt;ij&lt;/sub&gt; ← −∞ where j is hidden from i</source>
        <translation>S&lt;sub&gt;ij&lt;/sub&gt; ← −∞, wo j vor i verborgen ist</translation>
    </message>
    <message>
        <source>Scores the query must not use become −∞: future tokens in a causal model, padding after a sentence&apos;s valid length. They are hatched here, and after the softmax their weight is exactly 0.</source>
        <translation>Scores, die die Query nicht nutzen darf, werden −∞: zukünftige Tokens in einem kausalen Modell, Padding nach der gültigen Länge eines Satzes. Sie sind hier schraffiert, und nach dem Softmax ist ihr Gewicht genau 0.</translation>
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
        <translation>Jede Zeile wird zu positiven Gewichten, die sich zu 1 summieren: wie stark jede Query auf jeden Key achtet.</translation>
    </message>
    <message>
        <source>× V</source>
        <translation>× V</translation>
    </message>
    <message>
        <source>head = A·V</source>
        <translation>Kopf = A·V</translation>
    </message>
    <message>
        <source>Each query&apos;s output is the weighted average of the values, with the attention weights as the weights.</source>
        <translation>Die Ausgabe jeder Query ist der gewichtete Durchschnitt der Values, mit den Attention-Gewichten als Gewichten.</translation>
    </message>
    <message>
        <source>Concatenate heads</source>
        <translation>Köpfe verketten</translation>
    </message>
    <message>
        <source>[head&lt;sub&gt;1&lt;/sub&gt; … head&lt;sub&gt;h&lt;/sub&gt;]</source>
        <translation>[Kopf&lt;sub&gt;1&lt;/sub&gt; … Kopf&lt;sub&gt;h&lt;/sub&gt;]</translation>
    </message>
    <message>
        <source>The heads&apos; outputs are placed side by side, back to the model&apos;s width.</source>
        <translation>Die Ausgaben der Köpfe werden nebeneinandergelegt, zurück auf die Breite des Modells.</translation>
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
        <translation>Eine weitere gelernte Matrix mischt, was die Köpfe gefunden haben, bevor es zum Residualstrom addiert wird.</translation>
    </message>
    <message>
        <source>Add &amp; Norm</source>
        <translation>Add &amp; Norm</translation>
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
        <translation>Die Ausgabe der Teilschicht wird zum Residualstrom addiert. In diesem Pre-Norm-Modell wurde die Normierung stattdessen vor der Teilschicht angewandt, auf ihre Eingabe.</translation>
    </message>
    <message>
        <source>The sublayer&apos;s output is added to the residual stream, and the sum is normalised so the next sublayer sees values of a familiar size.</source>
        <translation>Die Ausgabe der Teilschicht wird zum Residualstrom addiert, und die Summe wird normiert, damit die nächste Teilschicht Werte vertrauter Größe sieht.</translation>
    </message>
    <message>
        <source>Feed-forward</source>
        <translation>Feed-Forward</translation>
    </message>
    <message>
        <source>FFN(x) = W&lt;sub&gt;2&lt;/sub&gt; · act(W&lt;sub&gt;1&lt;/sub&gt;·x + b&lt;sub&gt;1&lt;/sub&gt;) + b&lt;sub&gt;2&lt;/sub&gt;</source>
        <translation>FFN(x) = W&lt;sub&gt;2&lt;/sub&gt; · act(W&lt;sub&gt;1&lt;/sub&gt;·x + b&lt;sub&gt;1&lt;/sub&gt;) + b&lt;sub&gt;2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Each token on its own: widen to d_ff, bend with the nonlinearity, narrow back. Attention moves information between tokens; this step works on what each token has gathered.</source>
        <translation>Jedes Token für sich: auf d_ff verbreitern, mit der Nichtlinearität biegen, wieder verschmälern. Attention bewegt Information zwischen Tokens; dieser Schritt arbeitet mit dem, was jedes Token gesammelt hat.</translation>
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
        <translation>Die Feed-Forward-Ausgabe kommt in den Residualstrom; das ist die Ausgabe der Schicht und die Eingabe der nächsten.</translation>
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
        <translation>Die letzte Normierung, dann ein Score pro Vokabulareintrag für das Token, das als Nächstes kommt.</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>p = softmax(z)</source>
        <translation>p = softmax(z)</translation>
    </message>
    <message>
        <source>The scores become a probability for every possible next token; the last row predicts what follows the text.</source>
        <translation>Die Scores werden zu einer Wahrscheinlichkeit für jedes mögliche nächste Token; die letzte Zeile sagt vorher, was auf den Text folgt.</translation>
    </message>
    <message>
        <source>Reverse a string (&amp;decoder)</source>
        <translation>Zeichenkette &amp;umkehren (Decoder)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>no shipped model &quot;%1&quot; (%2)</source>
        <translation>kein mitgeliefertes Modell „%1“ (%2)</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>%1 is not an AttentionLab session</source>
        <translation>%1 ist keine AttentionLab-Sitzung</translation>
    </message>
    <message>
        <source>%1 is a session of format version %2, newer than this AttentionLab reads (%3); open it with a newer AttentionLab</source>
        <translation>%1 ist eine Sitzung im Format Version %2, neuer, als dieses AttentionLab lesen kann (%3); öffne sie mit einem neueren AttentionLab</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a view (%2)</source>
        <translation>„%1“ ist keine Ansicht (%2)</translation>
    </message>
    <message>
        <source>this model has no step &quot;%1&quot;</source>
        <translation>dieses Modell hat keinen Schritt „%1“</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>muss eines von %1 sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a mask (model, none, causal, padding, causal_padding)</source>
        <translation>„%1“ ist keine Maske (model, none, causal, padding, causal_padding)</translation>
    </message>
    <message>
        <source>[layer, head] pairs must name heads of this model</source>
        <translation>[Schicht, Kopf]-Paare müssen Köpfe dieses Modells nennen</translation>
    </message>
    <message>
        <source>Each head&apos;s queries and keys are then RMS-normalised (QK-norm).</source>
        <translation>Danach werden die Queries und Keys jedes Kopfes RMS-normiert (QK-Norm).</translation>
    </message>
    <message>
        <source>FFN(x) = W&lt;sub&gt;down&lt;/sub&gt; · (act(W&lt;sub&gt;gate&lt;/sub&gt;·x) ⊙ W&lt;sub&gt;up&lt;/sub&gt;·x)</source>
        <translation>FFN(x) = W&lt;sub&gt;down&lt;/sub&gt; · (act(W&lt;sub&gt;gate&lt;/sub&gt;·x) ⊙ W&lt;sub&gt;up&lt;/sub&gt;·x)</translation>
    </message>
    <message>
        <source>Each token on its own: two projections widen it to d_ff; the one through the nonlinearity opens or closes the other like a gate (SwiGLU), then the product narrows back. Attention moves information between tokens; this step works on what each token has gathered.</source>
        <translation>Jedes Token für sich: Zwei Projektionen verbreitern es auf d_ff; die durch die Nichtlinearität öffnet oder schließt die andere wie ein Tor (SwiGLU), dann wird das Produkt wieder schmaler. Attention bewegt Information zwischen Tokens; dieser Schritt verarbeitet, was jedes Token gesammelt hat.</translation>
    </message>
    <message>
        <source>z = Norm(x) · W&lt;sub&gt;head&lt;/sub&gt;ᵀ</source>
        <translation>z = Norm(x) · W&lt;sub&gt;head&lt;/sub&gt;ᵀ</translation>
    </message>
    <message>
        <source>Grouped-query attention: %1 query heads share each of the %2 key/value heads, so the keys and values kept of every token while generating (the KV cache) take %3 instead of %4.</source>
        <translation>Grouped-Query-Attention: je %1 Query-Köpfe teilen sich einen der %2 Key/Value-Köpfe, daher belegen die Keys und Values, die beim Erzeugen von jedem Token behalten werden (der KV-Cache), %3 statt %4.</translation>
    </message>
    <message>
        <source>RoPE: turn Q and K</source>
        <translation>RoPE: Q und K drehen</translation>
    </message>
    <message>
        <source>(q&lt;sub&gt;i&lt;/sub&gt;, q&lt;sub&gt;i+D/2&lt;/sub&gt;) ← turned by p·f&lt;sub&gt;i&lt;/sub&gt;,  f&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sup&gt;−2i/D&lt;/sup&gt;</source>
        <translation>(q&lt;sub&gt;i&lt;/sub&gt;, q&lt;sub&gt;i+D/2&lt;/sub&gt;) ← gedreht um p·f&lt;sub&gt;i&lt;/sub&gt;,  f&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sup&gt;−2i/D&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number such as 1</source>
        <translation>&quot;version&quot; muss eine ganze Zahl wie 1 sein</translation>
    </message>
    <message>
        <source>the open model</source>
        <translation>das geöffnete Modell</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>%1: &quot;version&quot; must be a whole number such as %2</source>
        <translation>%1: &quot;version&quot; muss eine ganze Zahl wie %2 sein</translation>
    </message>
    <message>
        <source>must be a whole number 0 … %1 for this model</source>
        <translation>muss für dieses Modell eine ganze Zahl von 0 … %1 sein</translation>
    </message>
    <message>
        <source>must be a whole number 1 … %1 (the model&apos;s block_size), or -1 for the whole sentence</source>
        <translation>muss eine ganze Zahl von 1 … %1 sein (die block_size des Modells) oder -1 für den ganzen Satz</translation>
    </message>
    <message>
        <source>must be a whole number -20 … 20</source>
        <translation>muss eine ganze Zahl von -20 … 20 sein</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Simplified Chinese</source>
        <translation>vereinfachtes Chinesisch</translation>
    </message>
    <message>
        <source>÷√d_k off</source>
        <translation>÷√d_k aus</translation>
    </message>
    <message>
        <source>scores × %1</source>
        <translation>Scores × %1</translation>
    </message>
    <message>
        <source>mask: %1, padding from position %2</source>
        <translation>Maske: %1, Auffüllung ab Position %2</translation>
    </message>
    <message>
        <source>mask: %1</source>
        <translation>Maske: %1</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>keine Positionen</translation>
    </message>
    <message>
        <source>head %1 of layer %2 zeroed</source>
        <translation>Kopf %1 von Schicht %2 auf null</translation>
    </message>
    <message>
        <source>no residual connections</source>
        <translation>keine Residualverbindungen</translation>
    </message>
    <message>
        <source>no norms</source>
        <translation>keine Normen</translation>
    </message>
    <message>
        <source>the stream into layer %1 at position %2</source>
        <translation>der Strom in Schicht %1 an Position %2</translation>
    </message>
    <message>
        <source>layer %1&apos;s attention output at position %2</source>
        <translation>die Attention-Ausgabe von Schicht %1 an Position %2</translation>
    </message>
    <message>
        <source>layer %1&apos;s feed-forward output at position %2</source>
        <translation>die Feed-Forward-Ausgabe von Schicht %1 an Position %2</translation>
    </message>
    <message>
        <source>layer %1&apos;s head %2</source>
        <translation>Kopf %2 von Schicht %1</translation>
    </message>
    <message>
        <source>%1 patched from “%2”</source>
        <translation>%1 aus „%2“ gepatcht</translation>
    </message>
    <message>
        <source>first token hidden</source>
        <translation>erstes Token verborgen</translation>
    </message>
    <message>
        <source>needs a site (resid, attn, mlp or head), a layer, an index and a clean_text</source>
        <translation>braucht eine Stelle (resid, attn, mlp oder head), eine Schicht, einen Index und einen clean_text</translation>
    </message>
    <message>
        <source>must be a position 0 … %1</source>
        <translation>muss eine Position 0 … %1 sein</translation>
    </message>
    <message>
        <source>edited: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message>
        <source>%1 numbers edited, the last: %2</source>
        <translation>%1 Zahlen geändert, zuletzt: %2</translation>
    </message>
    <message>
        <source>%1[%2, %3] = %4</source>
        <translation>%1[%2, %3] = %4</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>layer %1, head %2, %3[%4, %5] = %6</source>
        <translation>Schicht %1, Kopf %2, %3[%4, %5] = %6</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>each edit needs a tensor (attn.q, attn.k, attn.v, attn.scores, attn.weights or a weight&apos;s name), a row, a column and a value</source>
        <translation>jede Änderung braucht einen Tensor (attn.q, attn.k, attn.v, attn.scores, attn.weights oder den Namen eines Gewichts), eine Zeile, eine Spalte und einen Wert</translation>
    </message>
    <message>
        <source>This matrix is computed from others shown here: change one of those.</source>
        <translation>Diese Matrix wird aus anderen hier gezeigten berechnet: ändere eine von diesen.</translation>
    </message>
    <message>
        <source>“%1” is not a number; type one such as %2. Nothing was changed.</source>
        <translation>„%1“ ist keine Zahl; gib eine wie %2 ein. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>row %1 (“%2”), column %3</source>
        <translation>Zeile %1 („%2“), Spalte %3</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>What if this number were different?</source>
        <translation>Was wäre, wenn diese Zahl anders wäre?</translation>
    </message>
    <message>
        <source>%1
%2: now %3

Another value (everything computed from it follows):</source>
        <translation>%1
%2: jetzt %3

Ein anderer Wert (alles daraus Berechnete folgt):</translation>
    </message>
    <message>
        <source>The number was not changed</source>
        <translation>Die Zahl wurde nicht geändert</translation>
    </message>
    <message>
        <source>&amp;Induction heads: copy a repeat</source>
        <translation>Induktions&amp;köpfe: eine Wiederholung kopieren</translation>
    </message>
    <message>
        <source>The next step turns Q and K by position.</source>
        <translation>Danach werden Q und K gedreht.</translation>
    </message>
    <message>
        <source>Rotary positions add nothing to the embeddings: each pair of features (i, i + D/2) of every query and key turns by the angle p·fᵢ, p its position, the first pairs fast, the last slowly (θ = %1). So q·k depends only on m − n.</source>
        <translation>Rotierende Positionen addieren nichts zu den Embeddings: Jedes Merkmalspaar (i, i + D/2) jeder Query und jedes Keys dreht sich um p·fᵢ, p seine Position, die ersten Paare schnell, die letzten langsam (θ = %1). So hängt q·k nur von m − n ab.</translation>
    </message>
    <message>
        <source>must be &quot;copy&quot; or &quot;reverse&quot;</source>
        <translation>muss „copy“ oder „reverse“ sein</translation>
    </message>
    <message>
        <source>must be a whole number 2 … 16</source>
        <translation>muss eine ganze Zahl 2 … 16 sein</translation>
    </message>
    <message>
        <source>must be a whole number 100 … 20000</source>
        <translation>muss eine ganze Zahl 100 … 20000 sein</translation>
    </message>
    <message>
        <source>Coreference read &amp;left to right (a final “it”)</source>
        <translation>Koreferenz von &amp;links nach rechts (ein „it“ am Ende)</translation>
    </message>
    <message>
        <source>1 layer</source>
        <translation>1 Schicht</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 Schichten</translation>
    </message>
    <message>
        <source>1 head</source>
        <translation>1 Kopf</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 Köpfe</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>von %1 bis %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>bars</source>
        <translation>Balken</translation>
    </message>
    <message>
        <source>a curve</source>
        <translation>eine Kurve</translation>
    </message>
    <message>
        <source>a %1 × %2 colour map %3</source>
        <translation>eine Farbkarte von %1 × %2 %3</translation>
    </message>
    <message>
        <source>Nothing drawn yet.</source>
        <translation>Noch nichts gezeichnet.</translation>
    </message>
    <message>
        <source>%1 → %2 %3</source>
        <translation>%1 → %2 %3</translation>
    </message>
    <message>
        <source>%1 rows (%2) × %3 columns (%4)</source>
        <translation>%1 Zeilen (%2) × %3 Spalten (%4)</translation>
    </message>
    <message>
        <source>, values from %1 to %2</source>
        <translation>, Werte von %1 bis %2</translation>
    </message>
    <message>
        <source>. Largest in each row: %1</source>
        <translation>. Größter Wert jeder Zeile: %1</translation>
    </message>
    <message>
        <source> (and %1 rows more)</source>
        <translation> (und %1 weitere Zeilen)</translation>
    </message>
    <message>
        <source>%1 rows × %2 columns</source>
        <translation>%1 Zeilen × %2 Spalten</translation>
    </message>
</context>
<context>
    <name>ui::ActivationView</name>
    <message>
        <source>activation value</source>
        <translation>Aktivierungswert</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>Embedding</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>Residual stream after layer %1</source>
        <translation>Residualstrom nach Schicht %1</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Vector norm per token and stage</source>
        <translation>Vektornorm pro Token und Stufe</translation>
    </message>
    <message>
        <source>stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Feed-forward activations (%1), layer %2
%3% exactly zero</source>
        <translation>Feed-Forward-Aktivierungen (%1), Schicht %2
%3 % genau null</translation>
    </message>
    <message>
        <source>std before</source>
        <translation>Std. vorher</translation>
    </message>
    <message>
        <source>std after</source>
        <translation>Std. nachher</translation>
    </message>
    <message>
        <source>mean before</source>
        <translation>Mittel vorher</translation>
    </message>
    <message>
        <source>mean after</source>
        <translation>Mittel nachher</translation>
    </message>
    <message>
        <source>Layer %1&apos;s first norm (%2)</source>
        <translation>Erste Normierung von Schicht %1 (%2)</translation>
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
        <translation>Das hat nicht geklappt: %1

Deine Dateien sind unverändert.</translation>
    </message>
</context>
<context>
    <name>ui::AttentionLines</name>
    <message>
        <source>Attention as lines from each query to each key</source>
        <translation>Aufmerksamkeit als Linien von jeder Query zu jedem Key</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
</context>
<context>
    <name>ui::AttentionView</name>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>All layers × heads</source>
        <translation>Alle Schichten × Köpfe</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linien</translation>
    </message>
    <message>
        <source>One head&apos;s weights, tokens on both axes</source>
        <translation>Die Gewichte eines Kopfs, Tokens auf beiden Achsen</translation>
    </message>
    <message>
        <source>Every head at once; click one to open it</source>
        <translation>Jeder Kopf auf einmal; klicke einen an, um ihn zu öffnen</translation>
    </message>
    <message>
        <source>Queries on the left, keys on the right; hover a token to isolate its lines</source>
        <translation>Queries links, Keys rechts; fahre über ein Token, um seine Linien hervorzuheben</translation>
    </message>
    <message>
        <source>decoder self-attention</source>
        <translation>Self-Attention des Decoders</translation>
    </message>
    <message>
        <source>cross-attention (decoder → source)</source>
        <translation>Cross-Attention (Decoder → Quelle)</translation>
    </message>
    <message>
        <source>encoder self-attention</source>
        <translation>Self-Attention des Encoders</translation>
    </message>
    <message>
        <source>An encoder–decoder model has three kinds of attention</source>
        <translation>Ein Encoder–Decoder-Modell hat drei Arten von Attention</translation>
    </message>
    <message>
        <source>Attention weights — type a sentence</source>
        <translation>Attention-Gewichte — tippe einen Satz</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>mask: %1</source>
        <translation>Maske: %1</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>Decoder self-attention</source>
        <translation>Self-Attention des Decoders</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>Encoder self-attention</source>
        <translation>Self-Attention des Encoders</translation>
    </message>
    <message>
        <source>%1 · layer %2 · head %3</source>
        <translation>%1 · Schicht %2 · Kopf %3</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>The keys and values kept while generating, and the rows the last change computed</source>
        <translation>Die beim Generieren aufbewahrten Keys und Values und die Zeilen, die die letzte Änderung berechnet hat</translation>
    </message>
    <message>
        <source>head %1
K/V %2</source>
        <translation>Kopf %1
K/V %2</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <source>Each head&apos;s share of attention on the first token (attention sinks); click one to open it</source>
        <translation>Der Anteil jedes Kopfes an Attention auf dem ersten Token (Attention-Senken); Klick öffnet den Kopf</translation>
    </message>
    <message>
        <source>The first token&apos;s share needs a text of two tokens or more</source>
        <translation>Der Anteil des ersten Tokens braucht einen Text aus mindestens zwei Tokens</translation>
    </message>
    <message>
        <source>Share of each head&apos;s attention on the first token, “%1”, averaged over the later queries</source>
        <translation>Anteil der Attention jedes Kopfes auf dem ersten Token „%1“, gemittelt über die späteren Queries</translation>
    </message>
    <message>
        <source>The first token, “%1”, is hidden from the later queries (Experiments): each share is 0</source>
        <translation>Das erste Token „%1“ ist vor den späteren Queries verborgen (Experimente): jeder Anteil ist 0</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>%1 experiments on</source>
        <translation>%1 Experimente an</translation>
    </message>
    <message>
        <source>Attention shown</source>
        <translation>Gezeigte Aufmerksamkeit</translation>
    </message>
    <message>
        <source>Layer %1, head %2</source>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <source>Layer %1, head %2, reading key/value head %3: click (or Enter) to open</source>
        <translation>Schicht %1, Kopf %2, liest Key/Value-Kopf %3: Klick (oder Eingabe) öffnet</translation>
    </message>
    <message>
        <source>Layer %1, head %2: click (or Enter) to open</source>
        <translation>Schicht %1, Kopf %2: Klick (oder Eingabe) öffnet</translation>
    </message>
</context>
<context>
    <name>ui::AttributionChart</name>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <source>L%1 bias</source>
        <translation>S%1 Bias</translation>
    </message>
    <message>
        <source>L%1 cross</source>
        <translation>S%1 Kreuz</translation>
    </message>
    <message>
        <source>L%1 MLP</source>
        <translation>S%1 MLP</translation>
    </message>
    <message>
        <source>final norm β</source>
        <translation>letzte Norm β</translation>
    </message>
    <message>
        <source>the other %1</source>
        <translation>die übrigen %1</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>adds to the logit difference</source>
        <translation>Beitrag zur Logit-Differenz</translation>
    </message>
</context>
<context>
    <name>ui::CellRecipeView</name>
    <message>
        <source>How is this cell made?</source>
        <translation>Wie entsteht diese Zelle?</translation>
    </message>
    <message>
        <source>%1, row %2 “%3”, column %4 “%5” — %6</source>
        <translation>%1, Zeile %2 „%3“, Spalte %4 „%5“ — %6</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>in the trace: %1 (the same, to float rounding)</source>
        <translation>in der Spur: %1 (dasselbe, bis auf Float-Rundung)</translation>
    </message>
</context>
<context>
    <name>ui::CompareView</name>
    <message>
        <source>Sentence &amp;B:</source>
        <translation>Satz &amp;B:</translation>
    </message>
    <message>
        <source>A second sentence to compare with the one above, e.g. “… because it was too wide”</source>
        <translation>Ein zweiter Satz zum Vergleich mit dem oben, z. B. „… because it was too wide“</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>A − B, first %1 tokens</source>
        <translation>A − B, die ersten %1</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>Schicht %1 · Kopf %2</translation>
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
        <translation>Scores</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Durch √d_k teilen</translation>
    </message>
    <message>
        <source>Switch off to see the softmax saturate on unscaled scores</source>
        <translation>Ausschalten, um zu sehen, wie der Softmax bei unskalierten Scores sättigt</translation>
    </message>
    <message>
        <source>Multiply the scores like an inverse temperature: sharper or flatter attention</source>
        <translation>Die Scores wie mit einer inversen Temperatur multiplizieren: schärfere oder flachere Attention</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Skala:</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>the model&apos;s own</source>
        <translation>die des Modells</translation>
    </message>
    <message>
        <source>Tokens from this position on are padding: no query may attend to them</source>
        <translation>Tokens ab dieser Position sind Padding: keine Query darf auf sie achten</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>Maske:</translation>
    </message>
    <message>
        <source>Valid length:</source>
        <translation>Gültige Länge:</translation>
    </message>
    <message>
        <source>Ablations</source>
        <translation>Ablationen</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <source>Without it, permuting the words permutes the attention: order is invisible</source>
        <translation>Ohne sie vertauscht ein Vertauschen der Wörter die Attention: die Reihenfolge ist unsichtbar</translation>
    </message>
    <message>
        <source>Zero this head&apos;s output before W_O</source>
        <translation>Die Ausgabe dieses Kopfs vor W_O auf null setzen</translation>
    </message>
    <message>
        <source>Residual connections</source>
        <translation>Residualverbindungen</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>Normierungen</translation>
    </message>
    <message>
        <source>&amp;Reset experiments</source>
        <translation>Experimente &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the model&apos;s own computation</source>
        <translation>Zurück zur eigenen Rechnung des Modells</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>A padding mask treats the tokens from the valid length on as padding.</source>
        <translation>Eine Padding-Maske behandelt die Tokens ab der gültigen Länge als Padding.</translation>
    </message>
    <message>
        <source>All %1 tokens are real. Lower the valid length to pad the end of the sentence: no query may attend to padding.</source>
        <translation>Alle %1 Tokens sind echt. Verringere die gültige Länge, um das Satzende aufzufüllen: keine Query darf auf Padding achten.</translation>
    </message>
    <message>
        <source>Tokens %1 to %2 are padding (hatched): no query attends to them.</source>
        <translation>Die Tokens %1 bis %2 sind Padding (schraffiert): keine Query achtet auf sie.</translation>
    </message>
    <message>
        <source>Zero head %1 of layer %2</source>
        <translation>Kopf %1 von Schicht %2 auf null setzen</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <source>zeroed: %1</source>
        <translation>auf null gesetzt: %1</translation>
    </message>
    <message>
        <source>Toggle ÷√d_k</source>
        <translation>÷√d_k umschalten</translation>
    </message>
    <message>
        <source>Switch the scaling of the scores on or off</source>
        <translation>Die Skalierung der Scores ein- oder ausschalten</translation>
    </message>
    <message>
        <source>Toggle the positional encoding</source>
        <translation>Positionskodierung umschalten</translation>
    </message>
    <message>
        <source>Remove or restore the positions</source>
        <translation>Die Positionen entfernen oder wiederherstellen</translation>
    </message>
    <message>
        <source>Zero the selected head</source>
        <translation>Gewählten Kopf auf null setzen</translation>
    </message>
    <message>
        <source>Zero or restore the selected layer and head</source>
        <translation>Gewählte Schicht und Kopf auf null setzen oder wiederherstellen</translation>
    </message>
    <message>
        <source>Toggle the residual connections</source>
        <translation>Residualverbindungen umschalten</translation>
    </message>
    <message>
        <source>Bypass or restore the residual stream</source>
        <translation>Den Residualstrom umgehen oder wiederherstellen</translation>
    </message>
    <message>
        <source>Toggle the norms</source>
        <translation>Normierungen umschalten</translation>
    </message>
    <message>
        <source>Bypass or restore every norm</source>
        <translation>Alle Normierungen umgehen oder wiederherstellen</translation>
    </message>
    <message>
        <source>Next mask</source>
        <translation>Nächste Maske</translation>
    </message>
    <message>
        <source>Cycle through the model&apos;s own mask, none, causal, padding, causal + padding</source>
        <translation>Reihum: Maske des Modells, keine, kausal, Padding, kausal + Padding</translation>
    </message>
    <message>
        <source>Sharper scores</source>
        <translation>Schärfere Scores</translation>
    </message>
    <message>
        <source>Multiply the scores by more: the softmax sharpens</source>
        <translation>Die Scores mit mehr multiplizieren: der Softmax wird schärfer</translation>
    </message>
    <message>
        <source>Flatter scores</source>
        <translation>Flachere Scores</translation>
    </message>
    <message>
        <source>Multiply the scores by less: the softmax flattens</source>
        <translation>Die Scores mit weniger multiplizieren: der Softmax wird flacher</translation>
    </message>
    <message>
        <source>Reset experiments</source>
        <translation>Experimente zurücksetzen</translation>
    </message>
    <message>
        <source>“%1” %2%</source>
        <translation>„%1“ %2 %</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next token:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Nächstes Token:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;without the experiments: %1</source>
        <translation>&lt;br&gt;ohne die Experimente: %1</translation>
    </message>
    <message>
        <source>The first token is visible</source>
        <translation>Das erste Token ist sichtbar</translation>
    </message>
    <message>
        <source>Switch off to mask the first key for every query but the first: where does a head that parked its attention on it (an attention sink) look then?</source>
        <translation>Ausschalten maskiert den ersten Schlüssel für jede Query außer der ersten: wohin schaut dann ein Kopf, der seine Attention dort abgelegt hat (eine Attention-Senke)?</translation>
    </message>
    <message>
        <source>Toggle the first token</source>
        <translation>Erstes Token ein/aus</translation>
    </message>
    <message>
        <source>Hide or show the first key to every later query</source>
        <translation>Den ersten Schlüssel vor jeder späteren Query verbergen oder zeigen</translation>
    </message>
    <message>
        <source>&amp;Undo the last edit</source>
        <translation>&amp;Letzte Änderung zurücknehmen</translation>
    </message>
    <message>
        <source>Take back the number typed last (a double click on a number in the step-through changes it)</source>
        <translation>Die zuletzt eingetippte Zahl zurücknehmen (ein Doppelklick auf eine Zahl im Schritt-für-Schritt ändert sie)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Answer at “%1”:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Antwort bei „%1“:&lt;/b&gt; %2</translation>
    </message>
</context>
<context>
    <name>ui::Experiments</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>kausal</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>Padding</translation>
    </message>
    <message>
        <source>causal + padding</source>
        <translation>kausal + Padding</translation>
    </message>
</context>
<context>
    <name>ui::Exploration</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>shipped model</source>
        <translation>mitgeliefertes Modell</translation>
    </message>
    <message>
        <source>Model not loaded — %1. The current model is still in use.</source>
        <translation>Modell nicht geladen — %1. Das bisherige Modell bleibt in Gebrauch.</translation>
    </message>
    <message>
        <source>random model (seed %1)</source>
        <translation>Zufallsmodell (Seed %1)</translation>
    </message>
    <message>
        <source>%1 was trained on the task “%2”: the sentence is one of its examples.</source>
        <translation>%1 wurde auf die Aufgabe „%2“ trainiert: der Satz ist eines ihrer Beispiele.</translation>
    </message>
    <message>
        <source>An edit was left out: %1</source>
        <translation>Eine Änderung wurde ausgelassen: %1</translation>
    </message>
    <message>
        <source>Read left to right, “it” (token %1) cannot see “%2” after it; a final “it” can:</source>
        <translation>Von links nach rechts gelesen sieht „it“ (Token %1) das folgende „%2“ nicht; ein „it“ am Ende schon:</translation>
    </message>
    <message>
        <source>%1: %2, %3 × %4, n_embd %5, %6 parameters</source>
        <translation>%1: %2, %3 × %4, n_embd %5, %6 Parameter</translation>
    </message>
</context>
<context>
    <name>ui::HeatmapPlot</name>
    <message>
        <source>%1 (masked)</source>
        <translation>%1 (maskiert)</translation>
    </message>
    <message>
        <source>%1 %2 “%3” → %4 %5 “%6”
value %7</source>
        <translation>%1 %2 „%3“ → %4 %5 „%6“
Wert %7</translation>
    </message>
    <message>
        <source>Double-click to try another value</source>
        <translation>Doppelklick: einen anderen Wert ausprobieren</translation>
    </message>
</context>
<context>
    <name>ui::HubDialog</name>
    <message>
        <source>GPT-2 small (2019), 124 M parameters</source>
        <translation>GPT-2 small (2019), 124 Mio. Parameter</translation>
    </message>
    <message>
        <source>DistilGPT-2, 6 layers, 82 M parameters</source>
        <translation>DistilGPT-2, 6 Schichten, 82 Mio. Parameter</translation>
    </message>
    <message>
        <source>SmolLM2 135 M: Llama-shaped, grouped-query attention</source>
        <translation>SmolLM2 135 M: Llama-Form, Grouped-Query-Attention</translation>
    </message>
    <message>
        <source>SmolLM2 360 M</source>
        <translation>SmolLM2 360 M</translation>
    </message>
    <message>
        <source>Qwen2.5 0.5 B: biases on Q, K, V</source>
        <translation>Qwen2.5 0.5 B: Biases auf Q, K, V</translation>
    </message>
    <message>
        <source>Qwen3 0.6 B: QK-norm</source>
        <translation>Qwen3 0.6 B: QK-Norm</translation>
    </message>
    <message>
        <source>TinyLlama 1.1 B chat</source>
        <translation>TinyLlama 1.1 B Chat</translation>
    </message>
    <message>
        <source>Llama 3.2 1 B (gated: accept Meta&apos;s licence on its page, set HF_TOKEN)</source>
        <translation>Llama 3.2 1 B (zugangsbeschränkt: Metas Lizenz auf seiner Seite akzeptieren, HF_TOKEN setzen)</translation>
    </message>
    <message>
        <source>Get a model from Hugging Face</source>
        <translation>Ein Modell von Hugging Face holen</translation>
    </message>
    <message>
        <source>Models that open in AttentionLab. Only config.json, the .safetensors weights and the tokenizer are fetched, into the Hugging Face cache (%1), where Python tools find them too; a download that stops goes on where it stopped the next time.</source>
        <translation>Modelle, die sich in AttentionLab öffnen. Geholt werden nur config.json, die .safetensors-Gewichte und der Tokenizer, in den Hugging-Face-Cache (%1), wo auch Python-Werkzeuge sie finden; ein abgebrochener Download setzt beim nächsten Mal dort fort, wo er aufhörte.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Was es ist</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>OWNER/NAME, e.g. HuggingFaceTB/SmolLM2-135M; @REVISION for a branch, tag or commit</source>
        <translation>BESITZER/NAME, z. B. HuggingFaceTB/SmolLM2-135M; @REVISION für einen Branch, Tag oder Commit</translation>
    </message>
    <message>
        <source>&amp;Repo id:</source>
        <translation>&amp;Repo-ID:</translation>
    </message>
    <message>
        <source>&amp;Download and open</source>
        <translation>&amp;Herunterladen und öffnen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>in the cache</source>
        <translation>im Cache</translation>
    </message>
    <message>
        <source>Choose a model in the list, or type a repo id.</source>
        <translation>Wählen Sie ein Modell in der Liste oder geben Sie eine Repo-ID ein.</translation>
    </message>
    <message>
        <source>Asking the Hub for %1…</source>
        <translation>Frage den Hub nach %1 …</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Halte an …</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>%1/s, %2 s left</source>
        <translation>%1/s, noch %2 s</translation>
    </message>
    <message>
        <source>Downloaded to %1</source>
        <translation>Heruntergeladen nach %1</translation>
    </message>
</context>
<context>
    <name>ui::InputBar</name>
    <message>
        <source>&amp;Sentence:</source>
        <translation>&amp;Satz:</translation>
    </message>
    <message>
        <source>layer </source>
        <translation>Schicht </translation>
    </message>
    <message>
        <source>head </source>
        <translation>Kopf </translation>
    </message>
    <message>
        <source>Which layer&apos;s attention to show (Alt+L)</source>
        <translation>Die Attention welcher Schicht gezeigt wird (Alt+L)</translation>
    </message>
    <message>
        <source>Which head&apos;s attention to show (Alt+H)</source>
        <translation>Die Attention welches Kopfs gezeigt wird (Alt+H)</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>Schi&amp;cht:</translation>
    </message>
    <message>
        <source>H&amp;ead:</source>
        <translation>&amp;Kopf:</translation>
    </message>
    <message>
        <source>This model has no tokenizer: type token ids, e.g. 1 2 3</source>
        <translation>Dieses Modell hat keinen Tokenizer: tippe Token-IDs, z. B. 1 2 3</translation>
    </message>
    <message>
        <source>Type a sentence — everything below updates as you type</source>
        <translation>Tippe einen Satz — alles darunter aktualisiert sich beim Tippen</translation>
    </message>
    <message>
        <source>Trained on %1: &lt;a href=&quot;example&quot;&gt;type “%2”&lt;/a&gt;</source>
        <translation>Trainiert auf %1: &lt;a href=&quot;example&quot;&gt;„%2“ eintippen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Experiments on: %1</source>
        <translation>Experimente an: %1</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;ask&quot;&gt;add “it” at the end&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;ask&quot;&gt;„it“ ans Ende setzen&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>ui::KvCacheView</name>
    <message>
        <source>Cached keys — type a sentence</source>
        <translation>Gespeicherte Keys – einen Satz eingeben</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>head feature</source>
        <translation>Kopf-Merkmal</translation>
    </message>
    <message>
        <source>Cached values</source>
        <translation>Gespeicherte Values</translation>
    </message>
    <message>
        <source>layer %1 · K/V head %2</source>
        <translation>Schicht %1 · K/V-Kopf %2</translation>
    </message>
    <message>
        <source>Cached K · %1</source>
        <translation>Gespeichertes K · %1</translation>
    </message>
    <message>
        <source>Cached V · %1</source>
        <translation>Gespeichertes V · %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;No cache here:&lt;/b&gt; this model reads the whole text at once in both directions, so every new token changes every row. Only a causal decoder can keep the keys and values of earlier tokens.</source>
        <translation>&lt;b&gt;Hier gibt es keinen Cache:&lt;/b&gt; Dieses Modell liest den ganzen Text auf einmal in beide Richtungen, jedes neue Token ändert also jede Zeile. Nur ein kausaler Decoder kann die Keys und Values früherer Tokens aufbewahren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The KV cache.&lt;/b&gt; Generating one token at a time, a decoder keeps the keys and values of every earlier token: each new token computes only its own row, and its query reads all the kept ones. For these %1 tokens: %1 × %2 layers × 2 (K and V) × %3 key/value heads × %4 features × 4 bytes = &lt;b&gt;%5&lt;/b&gt;, %6 per token.</source>
        <translation>&lt;b&gt;Der KV-Cache.&lt;/b&gt; Wer Token für Token generiert, bewahrt die Keys und Values jedes früheren Tokens auf: Jedes neue Token berechnet nur seine eigene Zeile, und seine Query liest alle aufbewahrten. Für diese %1 Tokens: %1 × %2 Schichten × 2 (K und V) × %3 Key/Value-Köpfe × %4 Merkmale × 4 Bytes = &lt;b&gt;%5&lt;/b&gt;, %6 je Token.</translation>
    </message>
    <message>
        <source>Grouped-query attention: %1 query heads share each key/value head; with a key and value per query head it would be %2.</source>
        <translation>Grouped-Query-Attention: %1 Query-Köpfe teilen sich jeden Key/Value-Kopf; mit Key und Value je Query-Kopf wären es %2.</translation>
    </message>
    <message>
        <source>Shown: layer %1, the key/value head %2 that query head %3 reads.</source>
        <translation>Gezeigt: Schicht %1, der Key/Value-Kopf %2, den Query-Kopf %3 liest.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>rows %1–%2</source>
        <translation>Zeilen %1–%2</translation>
    </message>
    <message>
        <source>The last change added no token: nothing was computed again.</source>
        <translation>Die letzte Änderung hat kein Token hinzugefügt: Nichts wurde neu berechnet.</translation>
    </message>
    <message>
        <source>The last change computed every row (a new sentence, an edit before its end, or other experiments).</source>
        <translation>Die letzte Änderung hat jede Zeile berechnet (ein neuer Satz, eine Änderung vor seinem Ende oder andere Experimente).</translation>
    </message>
    <message>
        <source>The last change computed %1 (outlined) and read %2 from the cache.</source>
        <translation>Die letzte Änderung hat %1 berechnet (umrandet) und %2 aus dem Cache gelesen.</translation>
    </message>
</context>
<context>
    <name>ui::LengthDialog</name>
    <message>
        <source>Positions on longer inputs</source>
        <translation>Positionen bei längeren Eingaben</translation>
    </message>
    <message>
        <source>Four models learn the same task on strings of 1 … L symbols, each with another kind of position: a learned table, sines and cosines, rotary positions (RoPE), or none. Then each is given strings of every length up to 2L. Right of the dashed line the strings are longer than any it saw.</source>
        <translation>Vier Modelle lernen dieselbe Aufgabe an Zeichenketten aus 1 … L Zeichen, jedes mit einer anderen Art von Positionen: einer gelernten Tabelle, Sinus und Kosinus, rotierenden Positionen (RoPE) oder keinen. Dann bekommt jedes Zeichenketten jeder Länge bis 2L. Rechts der gestrichelten Linie sind sie länger als alle, die es gesehen hat.</translation>
    </message>
    <message>
        <source>L = </source>
        <translation>L = </translation>
    </message>
    <message>
        <source> steps each</source>
        <translation> Schritte je Modell</translation>
    </message>
    <message>
        <source>answer tokens right</source>
        <translation>richtige Antwort-Tokens</translation>
    </message>
    <message>
        <source>whole answers exact</source>
        <translation>ganz richtige Antworten</translation>
    </message>
    <message>
        <source>&amp;Train and test</source>
        <translation>&amp;Trainieren und testen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Wertung:</translation>
    </message>
    <message>
        <source>Which positions reach longer inputs?</source>
        <translation>Welche Positionen reichen für längere Eingaben?</translation>
    </message>
    <message>
        <source>symbols in the string</source>
        <translation>Zeichen in der Zeichenkette</translation>
    </message>
    <message>
        <source>Press Train and test: the four models are trained one after the other, and the chart fills in as each is tested.</source>
        <translation>Drücke Trainieren und testen: Die vier Modelle werden nacheinander trainiert, und das Diagramm füllt sich, sobald jedes getestet ist.</translation>
    </message>
    <message>
        <source>Training the model with %1 positions: step %2 of %3.</source>
        <translation>Das Modell mit Positionen „%1“ wird trainiert: Schritt %2 von %3.</translation>
    </message>
    <message>
        <source>Stopped: the curves of the models trained so far are drawn.</source>
        <translation>Angehalten: Die Kurven der bisher trainierten Modelle sind gezeichnet.</translation>
    </message>
    <message>
        <source>Done. Left of the line every model copes; right of it, the strings are new to all four.</source>
        <translation>Fertig. Links der Linie kommt jedes Modell zurecht; rechts davon sind die Zeichenketten für alle vier neu.</translation>
    </message>
</context>
<context>
    <name>ui::LensView</name>
    <message>
        <source>a token, e.g. “ it”</source>
        <translation>ein Token, z. B. „ it“</translation>
    </message>
    <message>
        <source>Colour the cells by this token&apos;s probability instead of the most likely token&apos;s</source>
        <translation>Die Zellen nach der Wahrscheinlichkeit dieses Tokens färben statt nach der des wahrscheinlichsten</translation>
    </message>
    <message>
        <source>Follow a t&amp;oken:</source>
        <translation>Einem T&amp;oken folgen:</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>Einbettungen</translation>
    </message>
    <message>
        <source>after layer %1</source>
        <translation>nach Schicht %1</translation>
    </message>
    <message>
        <source>Logit lens: the probability of “%1” after each layer (words: the most likely next token)</source>
        <translation>Logit-Linse: die Wahrscheinlichkeit von „%1“ nach jeder Schicht (Wörter: das wahrscheinlichste nächste Token)</translation>
    </message>
    <message>
        <source>Logit lens: the most likely next token after each layer, and its probability</source>
        <translation>Logit-Linse: das wahrscheinlichste nächste Token nach jeder Schicht und seine Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>A followed token</source>
        <translation>Ein verfolgtes Token</translation>
    </message>
</context>
<context>
    <name>ui::LessonBar</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>The previous stop (PgUp)</source>
        <translation>Die vorige Station (Bild↑)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>The next stop (PgDn)</source>
        <translation>Die nächste Station (Bild↓)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>End the lesson; the window keeps its state</source>
        <translation>Die Lektion beenden; das Fenster behält seinen Zustand</translation>
    </message>
    <message>
        <source>Welcome to AttentionLab</source>
        <translation>Willkommen bei AttentionLab</translation>
    </message>
    <message>
        <source>Lessons:</source>
        <translation>Lektionen:</translation>
    </message>
    <message>
        <source>Stop %1 of %2</source>
        <translation>Station %1 von %2</translation>
    </message>
    <message>
        <source>%1 — %2%3</source>
        <translation>%1 — %2%3</translation>
    </message>
    <message>
        <source>✓ Right: “%1”.</source>
        <translation>✓ Richtig: „%1“.</translation>
    </message>
    <message>
        <source>✗ You chose “%1”; the answer is “%2”.</source>
        <translation>✗ Du hast „%1“ gewählt; die Antwort ist „%2“.</translation>
    </message>
    <message>
        <source>Close the welcome</source>
        <translation>Willkommen schließen</translation>
    </message>
    <message>
        <source>✗ Not “%1”. Look again, and choose once more.</source>
        <translation>✗ Nicht „%1“. Sieh noch einmal hin und wähle erneut.</translation>
    </message>
    <message>
        <source>✗ Not “%1” either; the answer is “%2”.</source>
        <translation>✗ Auch nicht „%1“; die Antwort ist „%2“.</translation>
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
        <translation>&amp;Modelle</translation>
    </message>
    <message>
        <source>Open the shipped model with an example sentence</source>
        <translation>Das mitgelieferte Modell mit einem Beispielsatz öffnen</translation>
    </message>
    <message>
        <source>&amp;Random init…</source>
        <translation>Zufällig &amp;initialisieren…</translation>
    </message>
    <message>
        <source>A fresh model with random weights from a config you edit: see what training changes</source>
        <translation>Ein frisches Modell mit zufälligen Gewichten aus einer Konfiguration, die du bearbeitest: sieh, was das Training ändert</translation>
    </message>
    <message>
        <source>E&amp;xperiments</source>
        <translation>E&amp;xperimente</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About AttentionLab</source>
        <translation>Über &amp;AttentionLab</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>Version, Lizenz und Danksagungen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>The Qt version and its licence</source>
        <translation>Die Qt-Version und ihre Lizenz</translation>
    </message>
    <message>
        <source>&amp;Check the model</source>
        <translation>Modell &amp;prüfen</translation>
    </message>
    <message>
        <source>Run the core&apos;s checks on this model and sentence: softmax rows, masks, heads, positions, gradients, PyTorch</source>
        <translation>Die Prüfungen des Kerns auf diesem Modell und Satz ausführen: Softmax-Zeilen, Masken, Köpfe, Positionen, Gradienten, PyTorch</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every shortcut in one list</source>
        <translation>Alle Tastenkürzel in einer Liste</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Die Lektion beginnen</translation>
    </message>
    <message>
        <source>&amp;Open lesson file…</source>
        <translation>Lektionsdatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.lesson.json)</source>
        <translation>Lektionen (*.lesson.json)</translation>
    </message>
    <message>
        <source>&amp;Next stop</source>
        <translation>&amp;Nächste Station</translation>
    </message>
    <message>
        <source>&amp;Previous stop</source>
        <translation>&amp;Vorige Station</translation>
    </message>
    <message>
        <source>&amp;Add this view as a stop…</source>
        <translation>Diese Ansicht als Station &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Add a stop</source>
        <translation>Station hinzufügen</translation>
    </message>
    <message>
        <source>Title of the stop:</source>
        <translation>Titel der Station:</translation>
    </message>
    <message>
        <source>What the stop says:</source>
        <translation>Was die Station sagt:</translation>
    </message>
    <message>
        <source>Add the model, sentence, view, step and experiments on screen as a stop of a lesson</source>
        <translation>Modell, Satz, Ansicht, Schritt und Experimente auf dem Bildschirm als Station einer Lektion hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save lesson as…</source>
        <translation>Lektion &amp;speichern unter…</translation>
    </message>
    <message>
        <source>No lesson to save: add a view as a stop first, or open a lesson</source>
        <translation>Keine Lektion zum Speichern: füge zuerst eine Ansicht als Station hinzu oder öffne eine Lektion</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Lektion speichern</translation>
    </message>
    <message>
        <source>Lesson not saved</source>
        <translation>Lektion nicht gespeichert</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open model…</source>
        <translation>Modell ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Load a model file (.safetensors) trained here or exported from PyTorch, or a Hugging Face config.json</source>
        <translation>Eine Modelldatei (.safetensors) laden, hier trainiert oder aus PyTorch exportiert, oder eine config.json von Hugging Face</translation>
    </message>
    <message>
        <source>Open model &amp;folder…</source>
        <translation>Modell&amp;ordner öffnen…</translation>
    </message>
    <message>
        <source>Load a Hugging Face GPT-2 folder (gpt2, distilgpt2): config.json, model.safetensors, vocab.json, merges.txt</source>
        <translation>Einen GPT-2-Ordner von Hugging Face laden (gpt2, distilgpt2): config.json, model.safetensors, vocab.json, merges.txt</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>Sitzung &amp;speichern…</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Sessions (*.json)</source>
        <translation>Sitzungen (*.json)</translation>
    </message>
    <message>
        <source>Session not saved</source>
        <translation>Sitzung nicht gespeichert</translation>
    </message>
    <message>
        <source>Save the model, sentence, step, view and settings to a file</source>
        <translation>Modell, Satz, Schritt, Ansicht und Einstellungen in einer Datei speichern</translation>
    </message>
    <message>
        <source>Open s&amp;ession…</source>
        <translation>Sitzung öff&amp;nen…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>Sitzung nicht geöffnet</translation>
    </message>
    <message>
        <source>%1

Nothing was changed.</source>
        <translation>%1

Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Restore a saved session</source>
        <translation>Eine gespeicherte Sitzung wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit AttentionLab</source>
        <translation>AttentionLab beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>Go to the next step of the pipeline, through every layer (→; in the sentence field at its end, or after Esc)</source>
        <translation>Zum nächsten Schritt der Pipeline gehen, durch jede Schicht (→; im Satzfeld an dessen Ende oder nach Esc)</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>&amp;Voriger Schritt</translation>
    </message>
    <message>
        <source>Go to the previous step of the pipeline (←; in the sentence field at its start, or after Esc)</source>
        <translation>Zum vorigen Schritt der Pipeline gehen (←; im Satzfeld an dessen Anfang oder nach Esc)</translation>
    </message>
    <message>
        <source>Step through the pipeline automatically</source>
        <translation>Automatisch durch die Pipeline gehen</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>Den Reiter %1 zeigen</translation>
    </message>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>P&amp;räsentationsmodus</translation>
    </message>
    <message>
        <source>Large fonts and thick lines for a projector</source>
        <translation>Große Schrift und dicke Linien für einen Projektor</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <source>Light text on a dark background</source>
        <translation>Heller Text auf dunklem Hintergrund</translation>
    </message>
    <message>
        <source>E&amp;xperiment panel</source>
        <translation>E&amp;xperimentierfeld</translation>
    </message>
    <message>
        <source>Show or hide the experiment panel on the right, to give the views the whole width</source>
        <translation>Das Experimentierfeld rechts zeigen oder verbergen, um den Ansichten die ganze Breite zu geben</translation>
    </message>
    <message>
        <source>Training is running</source>
        <translation>Training läuft</translation>
    </message>
    <message>
        <source>A model is training. Stop training and quit? (The last autosaved checkpoint is kept.)</source>
        <translation>Ein Modell wird trainiert. Training beenden und AttentionLab schließen? (Der zuletzt automatisch gespeicherte Checkpoint bleibt erhalten.)</translation>
    </message>
    <message>
        <source>Open model</source>
        <translation>Modell öffnen</translation>
    </message>
    <message>
        <source>Models (*.safetensors config.json);;All files (*)</source>
        <translation>Modelle (*.safetensors config.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Model not loaded</source>
        <translation>Modell nicht geladen</translation>
    </message>
    <message>
        <source>The model %1 was not loaded:
%2

Still open: %3.</source>
        <translation>Das Modell %1 wurde nicht geladen:
%2

Weiterhin geöffnet: %3.</translation>
    </message>
    <message>
        <source>Lesson not opened</source>
        <translation>Lektion nicht geöffnet</translation>
    </message>
    <message>
        <source>The lesson %1 was not opened:</source>
        <translation>Die Lektion %1 wurde nicht geöffnet:</translation>
    </message>
    <message>
        <source>The session %1 was not opened:</source>
        <translation>Die Sitzung %1 wurde nicht geöffnet:</translation>
    </message>
    <message>
        <source>The model %1 was not loaded:</source>
        <translation>Das Modell %1 wurde nicht geladen:</translation>
    </message>
    <message>
        <source>Still open: %1.</source>
        <translation>Weiterhin geöffnet: %1.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>The shipped model could not be loaded: %1</source>
        <translation>Das mitgelieferte Modell konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>trained %1 model</source>
        <translation>trainiertes %1-Modell</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>AttentionLab shows the new language when it starts again. Restart now? The sentence, model and views are kept.</source>
        <translation>AttentionLab zeigt die neue Sprache beim nächsten Start. Jetzt neu starten? Satz, Modell und Ansichten bleiben erhalten.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>My lesson</source>
        <translation>Meine Lektion</translation>
    </message>
    <message>
        <source>the session&apos;s model %1 no longer exists</source>
        <translation>das Modell der Sitzung, %1, existiert nicht mehr</translation>
    </message>
    <message>
        <source>the session&apos;s model config is invalid: %1</source>
        <translation>die Modellkonfiguration der Sitzung ist ungültig: %1</translation>
    </message>
    <message>
        <source>the session&apos;s random model is invalid: %1</source>
        <translation>das Zufallsmodell der Sitzung ist ungültig: %1</translation>
    </message>
    <message>
        <source>the session&apos;s model was trained in the app and never saved; save it from the Train tab and open the file</source>
        <translation>das Modell der Sitzung wurde in der App trainiert und nie gespeichert; speichere es im Reiter Training und öffne die Datei</translation>
    </message>
    <message>
        <source>the session&apos;s model came from a lesson; open the lesson</source>
        <translation>das Modell der Sitzung stammt aus einer Lektion; öffne die Lektion</translation>
    </message>
    <message>
        <source>the session&apos;s shipped model could not be opened</source>
        <translation>das mitgelieferte Modell der Sitzung konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Sessions (*.attentionlab.json)</source>
        <translation>Sitzungen (*.attentionlab.json)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>AttentionLab opens models (.safetensors, or a Hugging Face folder), sessions (.attentionlab.json) and lessons (.lesson.json); %1 is none of them (%2)</source>
        <translation>AttentionLab öffnet Modelle (.safetensors oder einen Hugging-Face-Ordner), Sitzungen (.attentionlab.json) und Lektionen (.lesson.json); %1 ist nichts davon (%2)</translation>
    </message>
    <message>
        <source>the session does not say which model it was made with (its &quot;model&quot; is missing or not an object); open the model and save the session again</source>
        <translation>die Sitzung sagt nicht, mit welchem Modell sie gemacht wurde (ihr „model“ fehlt oder ist kein Objekt); öffne das Modell und speichere die Sitzung erneut</translation>
    </message>
    <message>
        <source>the session&apos;s model: %1</source>
        <translation>das Modell der Sitzung: %1</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Pla&amp;y / pause</source>
        <translation>&amp;Abspielen / Pause</translation>
    </message>
    <message>
        <source>Open a Hugging Face model folder (config.json, model.safetensors, tokenizer.json)</source>
        <translation>Einen Hugging-Face-Modellordner öffnen (config.json, model.safetensors, tokenizer.json)</translation>
    </message>
    <message>
        <source>&amp;Get a model from Hugging Face…</source>
        <translation>Ein Modell von Hugging Face &amp;holen …</translation>
    </message>
    <message>
        <source>Download GPT-2, SmolLM2, Qwen or Llama into the Hugging Face cache and open it</source>
        <translation>GPT-2, SmolLM2, Qwen oder Llama in den Hugging-Face-Cache laden und öffnen</translation>
    </message>
    <message>
        <source>Open from the Hugging Face &amp;cache</source>
        <translation>Aus dem Hugging-Face-&amp;Cache öffnen</translation>
    </message>
    <message>
        <source>(none yet: File → Get a model from Hugging Face…)</source>
        <translation>(noch keines: Datei → Ein Modell von Hugging Face holen …)</translation>
    </message>
    <message>
        <source>This was made with %1 at commit %2, which is not on this computer. Download it from Hugging Face now?</source>
        <translation>Dies wurde mit %1 im Commit %2 erstellt, das nicht auf diesem Computer ist. Jetzt von Hugging Face herunterladen?</translation>
    </message>
    <message>
        <source>Model not on this computer</source>
        <translation>Modell nicht auf diesem Computer</translation>
    </message>
    <message>
        <source>%1 (model_type &quot;%2&quot;: not one AttentionLab opens)</source>
        <translation>%1 (model_type „%2“: öffnet AttentionLab nicht)</translation>
    </message>
    <message>
        <source>the session&apos;s field “%1” %2</source>
        <translation>das Feld „%1“ der Sitzung %2</translation>
    </message>
    <message>
        <source>%1 (install %2)</source>
        <translation>%1 (%2 installieren)</translation>
    </message>
    <message>
        <source>No installed font has the characters of this language; install the package %1.</source>
        <translation>Keine installierte Schrift hat die Zeichen dieser Sprache; installieren Sie das Paket %1.</translation>
    </message>
    <message>
        <source>Logit lens</source>
        <translation>Logit-Linse</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Patching</translation>
    </message>
    <message>
        <source>This lesson uses %1 from Hugging Face: %2</source>
        <translation>Diese Lektion verwendet %1 von Hugging Face: %2</translation>
    </message>
    <message>
        <source>This uses %1, which is not on this computer. Download it from Hugging Face now?</source>
        <translation>Dies verwendet %1, das nicht auf diesem Computer ist. Jetzt von Hugging Face herunterladen?</translation>
    </message>
    <message>
        <source>Save the view as an &amp;image…</source>
        <translation>Ansicht als B&amp;ild speichern…</translation>
    </message>
    <message>
        <source>Save the view as an image</source>
        <translation>Ansicht als Bild speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>Save the tab on screen as a PNG image at twice the screen&apos;s resolution (a figure&apos;s right-click menu saves that one figure, also as SVG or PDF)</source>
        <translation>Den sichtbaren Tab als PNG-Bild in doppelter Bildschirmauflösung speichern (das Rechtsklickmenü einer Abbildung speichert diese eine Abbildung, auch als SVG oder PDF)</translation>
    </message>
    <message>
        <source>could not draw the view for %1</source>
        <translation>die Ansicht für %1 konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>%1: its attention is on screen, a row per token. Type your own sentence, hover a cell for its value, step through the computation with → (Step through tab), or start a lesson:</source>
        <translation>%1: seine Attention ist auf dem Bildschirm, eine Zeile pro Token. Tippe deinen eigenen Satz, fahre über eine Zelle für ihren Wert, gehe die Berechnung mit → durch (Tab Schritt für Schritt) oder beginne eine Lektion:</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>V&amp;ollbild</translation>
    </message>
    <message>
        <source>Fill the whole screen, without the window&apos;s frame (F11 again to leave)</source>
        <translation>Den ganzen Bildschirm füllen, ohne Fensterrahmen (F11 noch einmal zum Verlassen)</translation>
    </message>
    <message>
        <source>&amp;Positions on longer inputs…</source>
        <translation>&amp;Positionen bei längeren Eingaben…</translation>
    </message>
    <message>
        <source>Train a model with each kind of position on short strings and test it on longer ones</source>
        <translation>Trainiere ein Modell mit jeder Art von Positionen an kurzen Zeichenketten und teste es an längeren</translation>
    </message>
    <message>
        <source>This model reads the sentence both ways and learned what “it” refers to. Find the row of “it”: which word does it look at most? Now change “tired” to “wide”. Hover a cell for its value, step through the computation with → (Step through tab), or start a lesson:</source>
        <translation>Dieses Modell liest den Satz in beide Richtungen und hat gelernt, worauf sich „it“ bezieht. Suchen Sie die Zeile von „it“: Welches Wort betrachtet es am meisten? Ändern Sie dann „tired“ in „wide“. Zeigen Sie auf eine Zelle für ihren Wert, gehen Sie die Rechnung mit → durch (Reiter Schritt für Schritt) oder beginnen Sie eine Lektion:</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>White on black with yellow marks and outlined controls, for low vision or a washed-out projector</source>
        <translation>Weiß auf Schwarz mit gelben Markierungen und umrandeten Bedienelementen, für Sehbehinderung oder einen blassen Beamer</translation>
    </message>
</context>
<context>
    <name>ui::ModelCheckDialog</name>
    <message>
        <source>Check the model</source>
        <translation>Modell prüfen</translation>
    </message>
    <message>
        <source>What must hold</source>
        <translation>Was gelten muss</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>The numbers</source>
        <translation>Die Zahlen</translation>
    </message>
    <message>
        <source>Checking %1 on “%2”…</source>
        <translation>%1 wird an „%2“ geprüft…</translation>
    </message>
    <message>
        <source>✓ pass</source>
        <translation>✓ bestanden</translation>
    </message>
    <message>
        <source>✗ FAIL</source>
        <translation>✗ FEHLER</translation>
    </message>
    <message>
        <source>– not applicable</source>
        <translation>– nicht anwendbar</translation>
    </message>
    <message>
        <source>%1 passed, %2 failed, %3 not applicable.</source>
        <translation>%1 bestanden, %2 fehlgeschlagen, %3 nicht anwendbar.</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>Die Prüfungen konnten nicht laufen: %1</translation>
    </message>
    <message>
        <source>%v of %m checks done</source>
        <translation>%v von %m Prüfungen erledigt</translation>
    </message>
    <message>
        <source>Checks done</source>
        <translation>Erledigte Prüfungen</translation>
    </message>
</context>
<context>
    <name>ui::ModelConfigDialog</name>
    <message>
        <source>Describe the model file</source>
        <translation>Die Modelldatei beschreiben</translation>
    </message>
    <message>
        <source>Random model</source>
        <translation>Zufallsmodell</translation>
    </message>
    <message>
        <source>%1 holds weights but no config. The sizes below are read from its tensors (vocabulary %2); check what they cannot show — heads, activation, norm position — against where the model comes from.</source>
        <translation>%1 enthält Gewichte, aber keine Konfiguration. Die Größen unten sind aus seinen Tensoren gelesen (Vokabular %2); prüfe, was sie nicht zeigen können — Köpfe, Aktivierung, Position der Normierung — anhand der Herkunft des Modells.</translation>
    </message>
    <message>
        <source>seed:</source>
        <translation>Seed:</translation>
    </message>
</context>
<context>
    <name>ui::ModelMap</name>
    <message>
        <source>The whole model: click a block to go to its steps in that layer</source>
        <translation>Das ganze Modell: klicke auf einen Block, um zu seinen Schritten in dieser Schicht zu gehen</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>Embedding</translation>
    </message>
    <message>
        <source>Add &amp; norm</source>
        <translation>Add &amp; Norm</translation>
    </message>
    <message>
        <source>Feed-forward</source>
        <translation>Feed-Forward</translation>
    </message>
    <message>
        <source>Encoder output</source>
        <translation>Encoder-Ausgabe</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Layer %1 · %2</source>
        <translation>Schicht %1 · %2</translation>
    </message>
    <message>
        <source>Decoder</source>
        <translation>Decoder</translation>
    </message>
    <message>
        <source>Encoder</source>
        <translation>Encoder</translation>
    </message>
    <message>
        <source>L%1 %2</source>
        <translation>S%1 %2</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>S%1</translation>
    </message>
    <message>
        <source>E</source>
        <comment>Embedding, in a block too narrow for the name</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>A&amp;n</source>
        <comment>Add &amp; norm, in a block too narrow for the name</comment>
        <translation>A&amp;N</translation>
    </message>
    <message>
        <source>F</source>
        <comment>Feed-forward, in a block too narrow for the name</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>Eo</source>
        <comment>Encoder output, in a block too narrow for the name</comment>
        <translation>EA</translation>
    </message>
    <message>
        <source>L</source>
        <comment>Logits, in a block too narrow for the name</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>C</source>
        <comment>Cross-attention, in a block too narrow for the name</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>A</source>
        <comment>Attention, in a block too narrow for the name</comment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>ui::ModelSource</name>
    <message>
        <source>the model file %1 does not exist</source>
        <translation>die Modelldatei %1 existiert nicht</translation>
    </message>
    <message>
        <source>the lesson carries no model &quot;%1&quot; (see its &quot;models&quot;)</source>
        <translation>die Lektion enthält kein Modell „%1“ (siehe ihre „models“)</translation>
    </message>
    <message>
        <source>random model (seed %1)</source>
        <translation>Zufallsmodell (Seed %1)</translation>
    </message>
    <message>
        <source>must be {&quot;preset&quot;: …}, {&quot;file&quot;: …}, {&quot;embedded&quot;: …} or {&quot;random&quot;: …}</source>
        <translation>muss {&quot;preset&quot;: …}, {&quot;file&quot;: …}, {&quot;embedded&quot;: …} oder {&quot;random&quot;: …} sein</translation>
    </message>
</context>
<context>
    <name>ui::ModelTerms</name>
    <message>
        <source>decoder-only</source>
        <translation>nur Decoder</translation>
    </message>
    <message>
        <source>encoder-only</source>
        <translation>nur Encoder</translation>
    </message>
    <message>
        <source>encoder–decoder</source>
        <translation>Encoder–Decoder</translation>
    </message>
    <message>
        <source>layer norm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>RMS norm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>batch norm</source>
        <translation>BatchNorm</translation>
    </message>
    <message>
        <source>pre-norm</source>
        <translation>Pre-Norm</translation>
    </message>
    <message>
        <source>post-norm</source>
        <translation>Post-Norm</translation>
    </message>
    <message>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <source>GELU (tanh)</source>
        <translation>GELU (tanh)</translation>
    </message>
    <message>
        <source>ReLU</source>
        <translation>ReLU</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>gelernt</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>sinusförmig</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>copy</source>
        <comment>the training task</comment>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>reverse</source>
        <comment>the training task</comment>
        <translation>Umkehren</translation>
    </message>
    <message>
        <source>sort</source>
        <comment>the training task</comment>
        <translation>Sortieren</translation>
    </message>
    <message>
        <source>coreference</source>
        <comment>the training task</comment>
        <translation>Koreferenz</translation>
    </message>
    <message>
        <source>text</source>
        <comment>the training task</comment>
        <translation>Text</translation>
    </message>
    <message>
        <source>SiLU</source>
        <translation>SiLU</translation>
    </message>
    <message>
        <source>rotary (RoPE)</source>
        <translation>rotierend (RoPE)</translation>
    </message>
    <message>
        <source>induction</source>
        <comment>the training task</comment>
        <translation>Induktion</translation>
    </message>
    <message>
        <source>coreference (both ways)</source>
        <comment>the training task</comment>
        <translation>Koreferenz (beidseitig)</translation>
    </message>
</context>
<context>
    <name>ui::OutputView</name>
    <message>
        <source>probability of the next token</source>
        <translation>Wahrscheinlichkeit des nächsten Tokens</translation>
    </message>
    <message>
        <source>most likely next tokens (after temperature, top-k, top-p)</source>
        <translation>wahrscheinlichste nächste Tokens (nach Temperatur, Top-k, Top-p)</translation>
    </message>
    <message>
        <source>0 = always the most likely token; above 1 flattens the distribution</source>
        <translation>0 = immer das wahrscheinlichste Token; über 1 wird die Verteilung flacher</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Keep only the k most likely tokens</source>
        <translation>Nur die k wahrscheinlichsten Tokens behalten</translation>
    </message>
    <message>
        <source>Keep the smallest set of tokens whose probability reaches p</source>
        <translation>Die kleinste Menge von Tokens behalten, deren Wahrscheinlichkeit p erreicht</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>Append sampled tokens to the sentence (Ctrl+G)</source>
        <translation>Gesampelte Tokens an den Satz anhängen (Strg+G)</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Temperatur:</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k:</translation>
    </message>
    <message>
        <source>Top-p:</source>
        <translation>Top-p:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Tokens:</translation>
    </message>
    <message>
        <source>An encoder-decoder model&apos;s output is shown in the decoder rows; nothing to append.</source>
        <translation>Die Ausgabe eines Encoder–Decoder-Modells steht in den Decoder-Zeilen; nichts anzuhängen.</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1&#x202f;%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#x202f;%</translation>
    </message>
    <message>
        <source>An encoder answers in place, at a token of the sentence: there is no next token to append.</source>
        <translation>Ein Encoder antwortet an Ort und Stelle, bei einem Token des Satzes: Es gibt kein nächstes Token zum Anhängen.</translation>
    </message>
    <message>
        <source>probability of the answer</source>
        <translation>Wahrscheinlichkeit der Antwort</translation>
    </message>
    <message>
        <source>most likely answers at “%1” (after temperature, top-k, top-p)</source>
        <translation>wahrscheinlichste Antworten bei „%1“ (nach Temperatur, Top-k, Top-p)</translation>
    </message>
    <message>
        <source>The model&apos;s next token is %1, the end of its text: there is nothing to append.</source>
        <translation>Das nächste Token des Modells ist %1, das Ende seines Textes: Es gibt nichts anzuhängen.</translation>
    </message>
    <message>
        <source>The model wrote one token, then %1, the end of its text: Generate stops there.</source>
        <translation>Das Modell schrieb ein Token, dann %1, das Ende seines Textes: „Erzeugen“ hält dort an.</translation>
    </message>
    <message>
        <source>The model wrote %1 tokens, then %2, the end of its text: Generate stops there.</source>
        <translation>Das Modell schrieb %1 Tokens, dann %2, das Ende seines Textes: „Erzeugen“ hält dort an.</translation>
    </message>
</context>
<context>
    <name>ui::PatchingView</name>
    <message>
        <source>&amp;Corrupted text (B):</source>
        <translation>&amp;Verfälschter Text (B):</translation>
    </message>
    <message>
        <source>the sentence above with one word changed, as many tokens long</source>
        <translation>der Satz oben mit einem geänderten Wort, gleich viele Tokens lang</translation>
    </message>
    <message>
        <source>The clean text is the sentence above; this is the Compare tab&apos;s sentence B</source>
        <translation>Der saubere Text ist der Satz oben; dies ist Satz B des Vergleichen-Tabs</translation>
    </message>
    <message>
        <source>One token: what the clean text should predict next (empty: its most likely token)</source>
        <translation>Ein Token: was der saubere Text als Nächstes vorhersagen soll (leer: sein wahrscheinlichstes Token)</translation>
    </message>
    <message>
        <source>One token: what the corrupted text predicts instead (empty: its most likely token)</source>
        <translation>Ein Token: was der verfälschte Text stattdessen vorhersagt (leer: sein wahrscheinlichstes Token)</translation>
    </message>
    <message>
        <source>the residual stream entering each layer</source>
        <translation>den Residualstrom vor jeder Schicht</translation>
    </message>
    <message>
        <source>each layer&apos;s attention output</source>
        <translation>die Attention-Ausgabe jeder Schicht</translation>
    </message>
    <message>
        <source>each layer&apos;s feed-forward output</source>
        <translation>die Feed-Forward-Ausgabe jeder Schicht</translation>
    </message>
    <message>
        <source>each head&apos;s output</source>
        <translation>die Ausgabe jedes Kopfes</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>A&amp;ntwort:</translation>
    </message>
    <message>
        <source>&amp;Wrong:</source>
        <translation>&amp;Falsch:</translation>
    </message>
    <message>
        <source>&amp;Patch:</source>
        <translation>&amp;Patchen:</translation>
    </message>
    <message>
        <source>&amp;Back to the clean text</source>
        <translation>&amp;Zurück zum sauberen Text</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <source>Showing B with layer %1, %2 from the clean text</source>
        <translation>B wird gezeigt, mit Schicht %1, %2 aus dem sauberen Text</translation>
    </message>
    <message>
        <source>Type a corrupted text: the sentence above with a word changed, as many tokens long</source>
        <translation>Gib einen verfälschten Text ein: den Satz oben mit einem geänderten Wort, gleich viele Tokens lang</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <source>The wrong token</source>
        <translation>Das falsche Token</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>“%1” leads “%2” by %3 in the clean run and by %4 in B; a click shows B patched</source>
        <translation>„%1“ liegt im sauberen Lauf um %3 vor „%2“, in B um %4; ein Klick zeigt B gepatcht</translation>
    </message>
    <message>
        <source>How much of “%1” over “%2” each patch brings back: 1 all, 0 none</source>
        <translation>Wie viel vom Vorsprung von „%1“ vor „%2“ jeder Patch zurückbringt: 1 alles, 0 nichts</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>nothing: what each part adds directly</source>
        <translation>nichts: was jeder Teil direkt beiträgt</translation>
    </message>
    <message>
        <source>The parts add up to %1; logit(“%2”) − logit(“%3”) is %4</source>
        <translation>Die Teile ergeben zusammen %1; logit(„%2“) − logit(„%3“) ist %4</translation>
    </message>
    <message>
        <source>What each part adds to logit(“%1”) − logit(“%2”) in the clean run</source>
        <translation>Was jeder Teil im sauberen Lauf zu logit(„%1“) − logit(„%2“) beiträgt</translation>
    </message>
</context>
<context>
    <name>ui::PipelineStrip</name>
    <message>
        <source>Step %1: %2 (--step %3)</source>
        <translation>Schritt %1: %2 (--step %3)</translation>
    </message>
</context>
<context>
    <name>ui::PositionalView</name>
    <message>
        <source>position: the first %1 of %2 (wheel: zoom, drag: more)</source>
        <translation>Position: die ersten %1 von %2 (Mausrad: zoomen, Ziehen: weitere)</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>sinusförmig</translation>
    </message>
    <message>
        <source>learned (this model)</source>
        <translation>gelernt (dieses Modell)</translation>
    </message>
    <message>
        <source>Which encoding the curves and the similarity show</source>
        <translation>Welche Kodierung die Kurven und die Ähnlichkeit zeigen</translation>
    </message>
    <message>
        <source>Dimensions to draw as curves, separated by commas</source>
        <translation>Als Kurven zu zeichnende Dimensionen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Curves and similarity of:</source>
        <translation>Kurven und Ähnlichkeit von:</translation>
    </message>
    <message>
        <source>Dimensions:</source>
        <translation>Dimensionen:</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>This model uses the sinusoidal encoding on the left.</source>
        <translation>Dieses Modell nutzt die sinusförmige Kodierung links.</translation>
    </message>
    <message>
        <source>This model uses no positional encoding.</source>
        <translation>Dieses Modell nutzt keine Positionskodierung.</translation>
    </message>
    <message>
        <source>Sinusoidal P</source>
        <translation>Sinusförmiges P</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>Learned P (this model)</source>
        <translation>Gelerntes P (dieses Modell)</translation>
    </message>
    <message>
        <source>P·Pᵀ, learned</source>
        <translation>P·Pᵀ, gelernt</translation>
    </message>
    <message>
        <source>P·Pᵀ, sinusoidal</source>
        <translation>P·Pᵀ, sinusförmig</translation>
    </message>
    <message>
        <source>dimension %1</source>
        <translation>Dimension %1</translation>
    </message>
    <message>
        <source>rotary (this model)</source>
        <translation>rotierend (dieses Modell)</translation>
    </message>
    <message>
        <source>RoPE: cos(position · f_i) per pair</source>
        <translation>RoPE: cos(Position · f_i) je Paar</translation>
    </message>
    <message>
        <source>pair i of a head</source>
        <translation>Paar i eines Kopfes</translation>
    </message>
    <message>
        <source>RoPE: q@m · k@n depends on m − n</source>
        <translation>RoPE: q@m · k@n hängt nur von m − n ab</translation>
    </message>
    <message>
        <source>position m</source>
        <translation>Position m</translation>
    </message>
    <message>
        <source>position n</source>
        <translation>Position n</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>Paar %1</translation>
    </message>
    <message>
        <source>cos(position · f_i)</source>
        <translation>cos(Position · f_i)</translation>
    </message>
</context>
<context>
    <name>ui::StepPage</name>
    <message>
        <source>Previous step (←, PgUp)</source>
        <translation>Voriger Schritt (←, Bild↑)</translation>
    </message>
    <message>
        <source>Play or pause the walk through the steps (Space)</source>
        <translation>Den Gang durch die Schritte abspielen oder pausieren (Leertaste)</translation>
    </message>
    <message>
        <source>Next step (→, PgDn)</source>
        <translation>Nächster Schritt (→, Bild↓)</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Show the head&apos;s weights W_Q, W_K, W_V in the Q, K, V step. A double click on a weight, on Q, K, V, a score or an attention weight types another value in its place.</source>
        <translation>Die Gewichte W_Q, W_K, W_V des Kopfes im Schritt Q, K, V zeigen. Ein Doppelklick auf ein Gewicht, auf Q, K, V, einen Score oder ein Aufmerksamkeitsgewicht setzt einen anderen Wert an seine Stelle.</translation>
    </message>
</context>
<context>
    <name>ui::StepView</name>
    <message>
        <source>&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;(d&lt;sub&gt;k&lt;/sub&gt; = %1, √d&lt;sub&gt;k&lt;/sub&gt; = %2)</source>
        <translation>&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;(d&lt;sub&gt;k&lt;/sub&gt; = %1, √d&lt;sub&gt;k&lt;/sub&gt; = %2)</translation>
    </message>
    <message>
        <source>Click a cell of the result to see how it is made.</source>
        <translation>Klicke auf eine Zelle des Ergebnisses, um zu sehen, wie sie entsteht.</translation>
    </message>
    <message>
        <source>: top %1 of %2</source>
        <translation>: die besten %1 von %2</translation>
    </message>
    <message>
        <source>The decoder reads its own output: from &lt;bos&gt; on, each token it predicts (the most probable) is its next input.</source>
        <translation>Der Decoder liest seine eigene Ausgabe: ab &lt;bos&gt; ist jedes Token, das er vorhersagt (das wahrscheinlichste), seine nächste Eingabe.</translation>
    </message>
    <message>
        <source>mask: %1</source>
        <translation>Maske: %1</translation>
    </message>
    <message>
        <source>÷√d&lt;sub&gt;k&lt;/sub&gt; off: S stays unscaled</source>
        <translation>÷√d&lt;sub&gt;k&lt;/sub&gt; aus: S bleibt unskaliert</translation>
    </message>
    <message>
        <source>experiment: S × %1 in all</source>
        <translation>Experiment: S × %1 insgesamt</translation>
    </message>
    <message>
        <source>experiment: no positions, P = 0</source>
        <translation>Experiment: keine Positionen, P = 0</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 zeigen</translation>
    </message>
    <message>
        <source>%1: the results are shown one at a time, so that each prints its numbers</source>
        <translation>%1: Die Ergebnisse werden einzeln gezeigt, damit jedes seine Zahlen zeigen kann</translation>
    </message>
</context>
<context>
    <name>ui::TokenStrip</name>
    <message>
        <source>padding: no query may attend to this token (valid length %1)</source>
        <translation>Padding: keine Query darf auf dieses Token achten (gültige Länge %1)</translation>
    </message>
    <message>
        <source>“%1” is not in the model&apos;s vocabulary: the model sees &lt;unk&gt;</source>
        <translation>„%1“ ist nicht im Vokabular des Modells: das Modell sieht &lt;unk&gt;</translation>
    </message>
    <message>
        <source>token %1, id %2: generated by the model</source>
        <translation>Token %1, ID %2: vom Modell erzeugt</translation>
    </message>
    <message>
        <source>token %1, id %2</source>
        <translation>Token %1, ID %2</translation>
    </message>
    <message>
        <source>beyond block_size: not used by the model</source>
        <translation>jenseits von block_size: vom Modell nicht genutzt</translation>
    </message>
    <message>
        <source>… +%1 more not used</source>
        <translation>… +%1 weitere nicht genutzt</translation>
    </message>
    <message>
        <source>… and more, not used</source>
        <translation>… und mehr, nicht verwendet</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
</context>
<context>
    <name>ui::TraceGate</name>
    <message>
        <source>This model has no tokenizer: type token ids above, separated by spaces — numbers from 0 to %1, for example 1 2 3.</source>
        <translation>Dieses Modell hat keinen Tokenizer: tippe oben Token-IDs, durch Leerzeichen getrennt — Zahlen von 0 bis %1, zum Beispiel 1 2 3.</translation>
    </message>
    <message>
        <source>Type a sentence above: this view shows what the model computes from it.</source>
        <translation>Tippe oben einen Satz: diese Ansicht zeigt, was das Modell daraus berechnet.</translation>
    </message>
</context>
<context>
    <name>ui::TrainForm</name>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <source>Text file:</source>
        <translation>Textdatei:</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Text to model</source>
        <translation>Zu modellierender Text</translation>
    </message>
    <message>
        <source>Text (*.txt);;All files (*)</source>
        <translation>Text (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Examples&lt;/b&gt; (%1 parameters):&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Beispiele&lt;/b&gt; (%1 Parameter):&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>built-in corpus</source>
        <translation>eingebautes Korpus</translation>
    </message>
    <message>
        <source>The text the &quot;text&quot; task models, character by character: empty for the built-in corpus, or a UTF-8 file of your own (Choose…).</source>
        <translation>Der Text, den die Aufgabe „text“ Zeichen für Zeichen modelliert: leer für das eingebaute Korpus, oder eine eigene UTF-8-Datei (Wählen…).</translation>
    </message>
    <message>
        <source>custom</source>
        <comment>the model preset: the fields below set by hand</comment>
        <translation>eigene</translation>
    </message>
    <message>
        <source>A family of blocks in one choice; the fields below show what it sets, and changing one makes it custom</source>
        <translation>Eine Familie von Blöcken in einer Wahl; die Felder darunter zeigen, was sie setzt, und wer eines ändert, macht sie zur eigenen</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
</context>
<context>
    <name>ui::TrainPanel</name>
    <message>
        <source>▶ &amp;Play</source>
        <translation>▶ Abs&amp;pielen</translation>
    </message>
    <message>
        <source>Train until the last step or until paused</source>
        <translation>Bis zum letzten Schritt trainieren oder bis zur Pause</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>Pause after the current step; the weights are kept</source>
        <translation>Nach dem aktuellen Schritt pausieren; die Gewichte bleiben</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>&amp;Einzelschritt</translation>
    </message>
    <message>
        <source>One optimiser step</source>
        <translation>Ein Optimierungsschritt</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Start again from random weights with the settings on the left</source>
        <translation>Neu beginnen mit zufälligen Gewichten und den Einstellungen links</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>End this run; the model can still be saved or explored</source>
        <translation>Diesen Lauf beenden; das Modell kann noch gespeichert oder erkundet werden</translation>
    </message>
    <message>
        <source>Save the current weights, also while paused</source>
        <translation>Die aktuellen Gewichte speichern, auch während der Pause</translation>
    </message>
    <message>
        <source>Save model</source>
        <translation>Modell speichern</translation>
    </message>
    <message>
        <source>Models (*.safetensors)</source>
        <translation>Modelle (*.safetensors)</translation>
    </message>
    <message>
        <source>Open the trained weights in every step of the pipeline</source>
        <translation>Die trainierten Gewichte in jedem Schritt der Pipeline öffnen</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>nats</source>
        <translation>nats</translation>
    </message>
    <message>
        <source>train</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>lr</source>
        <translation>LR</translation>
    </message>
    <message>
        <source>Gradient norm</source>
        <translation>Gradientennorm</translation>
    </message>
    <message>
        <source>‖g‖, unclipped</source>
        <translation>‖g‖, ungeclippt</translation>
    </message>
    <message>
        <source>‖g‖</source>
        <translation>‖g‖</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>log. Skala</translation>
    </message>
    <message>
        <source>layer </source>
        <translation>Schicht </translation>
    </message>
    <message>
        <source>head </source>
        <translation>Kopf </translation>
    </message>
    <message>
        <source>Probe attention:</source>
        <translation>Attention-Sonde:</translation>
    </message>
    <message>
        <source>cross-attention (to the source)</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <source>The cross-attention&apos;s alignment with the source is what an encoder–decoder learns</source>
        <translation>Die Ausrichtung der Cross-Attention an der Quelle ist, was ein Encoder–Decoder lernt</translation>
    </message>
    <message>
        <source>Generated text appears here every 200 steps.</source>
        <translation>Erzeugter Text erscheint hier alle 200 Schritte.</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Textproben</translation>
    </message>
    <message>
        <source>Probe attention: press Play or Step to watch it form</source>
        <translation>Attention-Sonde: drücke Abspielen oder Einzelschritt, um zuzusehen, wie sie entsteht</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Finished after %1 steps. Save the model or explore it.</source>
        <translation>Fertig nach %1 Schritten. Speichere das Modell oder erkunde es.</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Training läuft…</translation>
    </message>
    <message>
        <source>Training paused</source>
        <translation>Training pausiert</translation>
    </message>
    <message>
        <source>Paused: Play continues, Step takes one step, the weights can be saved or explored.</source>
        <translation>Pausiert: Abspielen macht weiter, Einzelschritt macht einen Schritt, die Gewichte können gespeichert oder erkundet werden.</translation>
    </message>
    <message>
        <source>Ready: press Play.</source>
        <translation>Bereit: drücke Abspielen.</translation>
    </message>
    <message>
        <source>Training paused: %1</source>
        <translation>Training pausiert: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Resumed the %1 run at step %2: press Play.</source>
        <translation>Lauf %1 bei Schritt %2 fortgesetzt: drücke Abspielen.</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>source key</source>
        <translation>Quell-Key</translation>
    </message>
    <message>
        <source>Save mo&amp;del…</source>
        <translation>Speiche&amp;rn…</translation>
    </message>
    <message>
        <source>Explore th&amp;is model</source>
        <translation>Mode&amp;ll erkunden</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
    </message>
    <message>
        <source>%p%</source>
        <comment>progress bar: the share done, as the other percentages are written</comment>
        <translation>%p&#x202f;%</translation>
    </message>
    <message>
        <source>An interrupted run can be resumed</source>
        <translation>Ein unterbrochener Lauf kann fortgesetzt werden</translation>
    </message>
    <message>
        <source>%1 A new run takes its place: the new run&apos;s first autosave overwrites its checkpoint.</source>
        <translation>%1 Ein neuer Lauf tritt an seine Stelle: Die erste automatische Sicherung des neuen Laufs überschreibt seinen Checkpoint.</translation>
    </message>
    <message>
        <source>Start a new run</source>
        <translation>Neuen Lauf starten</translation>
    </message>
    <message>
        <source>Hide the settings: the charts and the probe take the page</source>
        <translation>Einstellungen ausblenden: die Diagramme und die Sonde nehmen die Seite ein</translation>
    </message>
    <message>
        <source>Show the settings</source>
        <translation>Einstellungen einblenden</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>validation accuracy</source>
        <translation>Validierungsgenauigkeit</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds left</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes left</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours left</comment>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>step %1 / %2 · ETA %3</source>
        <translation>Schritt %1 / %2 · noch %3</translation>
    </message>
    <message>
        <source>step %1 · cross-attention</source>
        <translation>Schritt %1 · Cross-Attention</translation>
    </message>
    <message>
        <source>In-context loss</source>
        <translation>Verlust im Kontext</translation>
    </message>
    <message>
        <source>first occurrence</source>
        <translation>erstes Vorkommen</translation>
    </message>
    <message>
        <source>repeat</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Induction heads</source>
        <translation>Induktionsköpfe</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>previous-token</source>
        <translation>Vorgänger</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>Induktion</translation>
    </message>
    <message>
        <source>%1: layer %2, head %3</source>
        <translation>%1: Schicht %2, Kopf %3</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Jeder Kopf</translation>
    </message>
    <message>
        <source>Every head: press Play or Step</source>
        <translation>Jeder Kopf: Abspielen oder Einzelschritt drücken</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <comment>layer and head, as short as a row label must be</comment>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <source>step %1: every head&apos;s scores</source>
        <translation>Schritt %1: die Werte jedes Kopfes</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>volle Geschwindigkeit</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <comment>training speed</comment>
        <translation>%1 Schritte/s</translation>
    </message>
    <message>
        <source>1 step/s</source>
        <comment>training speed</comment>
        <translation>1 Schritt/s</translation>
    </message>
    <message>
        <source>Slow motion: a few steps a second, the probe after every step</source>
        <translation>Zeitlupe: wenige Schritte pro Sekunde, die Sonde nach jedem Schritt</translation>
    </message>
    <message>
        <source>Training speed</source>
        <translation>Trainingsgeschwindigkeit</translation>
    </message>
    <message>
        <source>pause at the phase change</source>
        <translation>beim Phasenwechsel anhalten</translation>
    </message>
    <message>
        <source>Pause where the loss, after a slow stretch, falls steeply: where a pattern forms</source>
        <translation>Anhalten, wo der Verlust nach einer ruhigen Strecke steil fällt: wo sich ein Muster bildet</translation>
    </message>
    <message>
        <source>Replay the probe&apos;s attention, step by step</source>
        <translation>Die Attention der Sonde Schritt für Schritt wiederholen</translation>
    </message>
    <message>
        <source>Drag back to replay how the attention formed; the right end follows the run</source>
        <translation>Zurückziehen, um zu sehen, wie sich die Attention gebildet hat; das rechte Ende folgt dem Lauf</translation>
    </message>
    <message>
        <source>Paused at the phase change (step %1): the loss fell steeply. Drag the replay back to see the attention before it, or press Play.</source>
        <translation>Beim Phasenwechsel angehalten (Schritt %1): Der Verlust fiel steil. Ziehen Sie die Wiederholung zurück, um die Attention davor zu sehen, oder drücken Sie Abspielen.</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>replay: step %1</source>
        <translation>Wiederholung: Schritt %1</translation>
    </message>
    <message>
        <source>Phase change at step %1: the loss falls steeply.</source>
        <translation>Phasenwechsel bei Schritt %1: Der Verlust fällt steil.</translation>
    </message>
    <message>
        <source>A %1 training run (%2, %3 × %4, n_embd %5) was interrupted at step %6.</source>
        <translation>Ein Trainingslauf %1 (%2, %3 × %4, n_embd %5) wurde bei Schritt %6 unterbrochen.</translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation>Trainingsfortschritt</translation>
    </message>
    <message>
        <source>Probe layer</source>
        <translation>Sonde: Schicht</translation>
    </message>
    <message>
        <source>Probe head</source>
        <translation>Sonde: Kopf</translation>
    </message>
    <message>
        <source>Probe attention of</source>
        <translation>Sonde: Aufmerksamkeit von</translation>
    </message>
    <message>
        <source>Hide the settings</source>
        <translation>Einstellungen ausblenden</translation>
    </message>
</context>
<context>
    <name>ui::TrainingWorker</name>
    <message>
        <source>The checkpoint could not be resumed: %1</source>
        <translation>Der Checkpoint konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>The autosave failed: %1</source>
        <translation>Das automatische Speichern ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The autosave failed (%1); training continues.</source>
        <translation>Das automatische Speichern ist fehlgeschlagen (%1); das Training läuft weiter.</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>there is no model to save yet: set up training first</source>
        <translation>es gibt noch kein Modell zum Speichern: richte zuerst das Training ein</translation>
    </message>
</context>
</TS>
