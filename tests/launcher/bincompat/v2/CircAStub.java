class CircA { }
