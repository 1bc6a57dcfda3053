/** Null dereference and data race on an array element: a registry of
 *  handlers in an array; a worker checks slot 1 and then calls the handler
 *  it reads again; a remover clears the slot (no lock). Observed: the worker
 *  first, fine. */
public class NpeArraySlot {
    static class Handler {
        int calls;

        void handle() {
            calls++;
        }
    }

    static final Handler[] slots = {new Handler(), new Handler(), new Handler()};

    public static void main(String[] args) throws Exception {
        int idx = args.length + 1;
        Thread worker = new Thread(() -> {
            if (slots[idx] != null)
                slots[idx].handle();
        });
        Thread remover = new Thread(() -> slots[idx] = null);
        worker.start();
        remover.start();
        worker.join();
        remover.join();
        System.out.println("removed");
    }
}
