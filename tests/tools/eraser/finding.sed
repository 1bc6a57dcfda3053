s/^==== Eraser: data race on //p
